// The primary colour is stored as rgba (spec §9): a colour input for the
// colour and a slider for its opacity, with a swatch of the result.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { colorParts, rgbaColor, type ColorParts } from '../../../../../domain/account/rgbaColor.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import type { PrimaryColorSetting_account$key } from './__generated__/PrimaryColorSetting_account.graphql.ts';

export function PrimaryColorSetting({ accountRef }: { accountRef: PrimaryColorSetting_account$key }) {
  const { t } = useTranslation();
  const opacityLabel = useId();
  const { primaryColor } = useFragment(
    graphql`
      fragment PrimaryColorSetting_account on Account {
        primaryColor
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const [draft, setDraft] = useState<ColorParts>(() => colorParts(primaryColor));
  const color = rgbaColor(draft);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          type="color"
          label={t('accountHome.settings.primaryColor')}
          value={draft.hex.toLowerCase()}
          onChange={(event) => setDraft({ ...draft, hex: event.target.value })}
          size="small"
          sx={{ width: 120, flexShrink: 0 }}
        />
        <Box
          role="img"
          aria-label={t('accountHome.settings.colorPreview', { color })}
          sx={{ width: 48, height: 48, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: color, flexShrink: 0 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', direction: 'ltr', overflowWrap: 'anywhere' }}>
          {color}
        </Typography>
      </Stack>
      <Box sx={{ px: 1 }}>
        <Typography id={opacityLabel} variant="body2" gutterBottom>
          {t('accountHome.settings.opacity')}
        </Typography>
        <Slider
          value={Math.round(draft.alpha * 100)}
          min={0}
          max={100}
          onChange={(_event, value) => setDraft({ ...draft, alpha: (value as number) / 100 })}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          getAriaValueText={(value) => `${value}%`}
          aria-labelledby={opacityLabel}
        />
      </Box>
      <Box>
        <Button variant="contained" disabled={color === primaryColor} onClick={() => void save('primaryColor', color)}>
          {t('accountHome.settings.saveColor')}
        </Button>
      </Box>
    </Stack>
  );
}
