// The course assistant's questions per learner per day for the organisation
// (docs/decisions/assistant.md, "The limit"): a whole number 0..1000, or
// empty for the platform's limit (ASSISTANT_DAILY_LIMIT).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useSaveOrgProperty } from './useSaveOrgProperty.ts';

export const ASSISTANT_LIMIT_MAX = 1000;

/** The typed limit: null for empty (the platform's), undefined when it is no whole number 0..1000. */
export function parseAssistantLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= ASSISTANT_LIMIT_MAX ? value : undefined;
}

export function AssistantLimitSetting({ saved }: { saved: number | null | undefined }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(saved === null || saved === undefined ? '' : String(saved));
  const [refused, setRefused] = useState<string | null>(null);
  const [save, saving] = useSaveOrgProperty();
  const parsed = parseAssistantLimit(value);
  const error = parsed === undefined ? 'errors.invalid_data_entry' : refused;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={t('assistant.dailyLimitLabel')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setRefused(null);
        }}
        fullWidth
        size="small"
        error={error !== null}
        helperText={error ? t(error) : t('assistant.dailyLimitHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
      />
      <Button
        variant="outlined"
        disabled={saving || parsed === undefined || parsed === (saved ?? null)}
        onClick={async () => {
          const outcome = await save('assistantDailyLimit', parsed);
          if (!outcome.ok) setRefused(errorMessageKey(outcome.code));
        }}
        sx={{ flexShrink: 0 }}
      >
        {t('orgSettings.save')}
      </Button>
    </Stack>
  );
}
