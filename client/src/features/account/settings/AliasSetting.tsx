import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { isFilled } from '../../../../../domain/validation/inputRules.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import type { AliasSetting_account$key } from './__generated__/AliasSetting_account.graphql.ts';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

/** The account's display name (the legacy alias) with its save button. */
export function AliasSetting({ accountRef }: { accountRef: AliasSetting_account$key }) {
  const { t } = useTranslation();
  const { alias } = useFragment(
    graphql`
      fragment AliasSetting_account on Account {
        alias
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const [draft, setDraft] = useState(alias);
  const trimmed = draft.trim();
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void save('alias', trimmed);
      }}
    >
      <TextField
        label={t('accountHome.settings.alias')}
        value={draft}
        slotProps={USER_INPUT_SLOT_PROPS}
        onChange={(event) => setDraft(event.target.value)}
        required
        fullWidth
        size="small"
      />
      <Button type="submit" variant="contained" disabled={!isFilled(trimmed) || trimmed === alias} sx={{ flexShrink: 0 }}>
        {t('accountHome.settings.saveAlias')}
      </Button>
    </Stack>
  );
}
