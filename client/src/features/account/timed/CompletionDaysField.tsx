import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { parseCompletionDays } from '../../../../../domain/account/completionDays.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import type { CompletionDaysField_account$key } from './__generated__/CompletionDaysField_account.graphql.ts';

/** Spec §5: completion days must be a non-negative integer; anything else is not saved. */
export function CompletionDaysField({ accountRef }: { accountRef: CompletionDaysField_account$key }) {
  const { t } = useTranslation();
  const { completionDays } = useFragment(
    graphql`
      fragment CompletionDaysField_account on Account {
        completionDays
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const [draft, setDraft] = useState(completionDays === null || completionDays === undefined ? '' : String(completionDays));
  const [showError, setShowError] = useState(false);
  const parsed = parseCompletionDays(draft);
  const invalid = showError && !parsed.ok;
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.ok) return setShowError(true);
        void save('completionDays', parsed.value);
      }}
    >
      <TextField
        label={t('accountHome.timed.completionDays')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setShowError(false);
        }}
        onBlur={() => setShowError(true)}
        error={invalid}
        helperText={t(invalid ? 'accountHome.timed.completionDaysInvalid' : 'accountHome.timed.completionDaysHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
        size="small"
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('accountHome.timed.saveDays')}
      </Button>
    </Stack>
  );
}
