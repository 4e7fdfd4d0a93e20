import Checkbox from '@mui/material/Checkbox';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useSetItemCompletedMutation } from './mutations/SetItemCompletedMutation.ts';

/** The spec's snackbar duration. */
const SNACKBAR_MS = 4000;

interface Props {
  itemId: string;
  name: string;
  checked: boolean;
  /** a closed program (or account) can no longer be marked */
  readOnly: boolean;
}

/** Marks an addToCompletion item completed; a folder's answer marks its completable children too. */
export function MarkCompletedCheckbox({ itemId, name, checked, readOnly }: Props) {
  const { t } = useTranslation();
  const [setCompleted, saving] = useSetItemCompletedMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (completed: boolean) => {
    const outcome = await setCompleted(itemId, completed);
    if (!outcome.ok) setFailure(outcome.code);
  };
  return (
    <>
      <Checkbox
        checked={checked}
        disabled={readOnly || saving}
        onChange={(event) => void toggle(event.target.checked)}
        color="success"
        slotProps={{ input: { 'aria-label': t('program.markCompleted', { name }) } }}
        sx={{ flexShrink: 0 }}
      />
      <Snackbar open={failure !== null} autoHideDuration={SNACKBAR_MS} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {t(errorMessageKey(failure))}
        </Alert>
      </Snackbar>
    </>
  );
}
