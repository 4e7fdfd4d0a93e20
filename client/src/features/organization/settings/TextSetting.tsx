// One text property with its own Save: checked as typed, the refusal shown
// under the field, and the typed value kept when the save fails.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import type { OrganizationProperty } from '../mutations/SetOrganizationPropertyMutation.ts';
import { useSaveOrgProperty } from './useSaveOrgProperty.ts';

interface Props {
  property: OrganizationProperty;
  label: string;
  saved: string | null | undefined;
  /** the translation key of what is wrong with the value, or null */
  problem?: (value: string) => string | null;
  multiline?: boolean;
  maxLength: number;
  url?: boolean;
}

export function TextSetting({ property, label, saved, problem = () => null, multiline = false, maxLength, url = false }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(saved ?? '');
  const [refused, setRefused] = useState<string | null>(null);
  const [save, saving] = useSaveOrgProperty();
  const local = value.trim() ? problem(value.trim()) : null;
  const error = local ?? refused;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setRefused(null);
        }}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
        size="small"
        error={error !== null}
        helperText={error ? t(error) : undefined}
        slotProps={{ htmlInput: { maxLength, dir: url ? 'ltr' : 'auto', ...(url ? { inputMode: 'url' } : {}) } }}
      />
      <Button
        variant="outlined"
        disabled={saving || local !== null || value === (saved ?? '')}
        onClick={async () => {
          const outcome = await save(property, value.trim());
          if (!outcome.ok) setRefused(errorMessageKey(outcome.code));
        }}
        sx={{ flexShrink: 0 }}
      >
        {t('orgSettings.save')}
      </Button>
    </Stack>
  );
}
