// The primary colour, stored as rgba (spec §9), picked with react-colorful's
// rgba picker (keyboard-operable sliders) or typed; saved with its button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RgbaStringColorPicker } from 'react-colorful';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { applicableColor, PRIMARY_DEFAULT } from '../../../../../domain/colors.ts';
import type { OrgColorSetting_organization$key } from './__generated__/OrgColorSetting_organization.graphql.ts';
import { useSaveOrgProperty } from './useSaveOrgProperty.ts';

export const isReadableColor = (color: string) => applicableColor(color, '') !== '';

/** A stored colour as the picker's rgba string. */
export function rgbaOf(color: string | null | undefined): string {
  const value = (color ?? '').trim();
  if (value.startsWith('rgba(')) return value;
  const hex = applicableColor(value || PRIMARY_DEFAULT);
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  const alpha = /^#[0-9a-f]{8}$/i.test(value) ? Math.round((parseInt(value.slice(7, 9), 16) / 255) * 100) / 100 : 1;
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`;
}

export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  const valid = isReadableColor(value);
  return (
    <Stack spacing={1} sx={{ '& .react-colorful': { width: '100%', maxWidth: 280 } }}>
      <RgbaStringColorPicker color={valid ? rgbaOf(value) : rgbaOf(null)} onChange={onChange} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box role="img" aria-label={t('orgSettings.colorPreview', { color: value })} sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: valid ? value : 'transparent' }} />
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          size="small"
          error={!valid}
          helperText={valid ? undefined : t('errors.invalidColor')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40, spellCheck: false } }}
          sx={{ maxWidth: 240 }}
        />
      </Stack>
    </Stack>
  );
}

export function OrgColorSetting({ organizationRef }: { organizationRef: OrgColorSetting_organization$key }) {
  const { t } = useTranslation();
  const { primaryColor } = useFragment(
    graphql`
      fragment OrgColorSetting_organization on Organization {
        primaryColor
      }
    `,
    organizationRef,
  );
  const [color, setColor] = useState(() => rgbaOf(primaryColor));
  const [save, saving] = useSaveOrgProperty();
  return (
    <Paper component="section" aria-labelledby="org-color-heading" sx={{ p: 2 }}>
      <Typography id="org-color-heading" variant="h5" component="h2" gutterBottom>
        {t('orgSettings.primaryColor')}
      </Typography>
      <Stack spacing={2}>
        <ColorField label={t('orgSettings.colorValue')} value={color} onChange={setColor} />
        <Box>
          <Button variant="contained" disabled={saving || !isReadableColor(color) || color === primaryColor} onClick={() => void save('primaryColor', color.trim())}>
            {t('orgSettings.saveColor')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
