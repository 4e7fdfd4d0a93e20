import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilled, isValidUsername } from '../../../../../domain/validation/inputRules.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { accountErrorKey } from './accountErrors.ts';
import { useUpdateAccountEmailMutation } from './mutations/UpdateAccountEmailMutation.ts';
import { useUpdateAccountUsernameMutation } from './mutations/UpdateAccountUsernameMutation.ts';
import { AccountDialogActions, AccountDialogStatus } from './AccountDialogEnd.tsx';

interface Props {
  what: 'email' | 'username';
  account: { id: string; alias: string; email: string | null | undefined; username: string | null | undefined };
  onClose: () => void;
  onDone: (messageKey: string) => void;
}

/** Edit e-mail (a new e-mail must be non-empty) and edit username (the username rule). */
export function EditAccountDialog({ what, account, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [updateEmail, savingEmail] = useUpdateAccountEmailMutation();
  const [updateUsername, savingUsername] = useUpdateAccountUsernameMutation();
  const busy = savingEmail || savingUsername;
  const [value, setValue] = useState((what === 'email' ? account.email : account.username) ?? '');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const usernameBroken = what === 'username' && isFilled(value) && !isValidUsername(value.trim());
  const canSubmit = isFilled(value) && !usernameBroken && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setErrorKey(null);
    const outcome =
      what === 'email'
        ? await updateEmail({ accountId: account.id, email: value.trim() })
        : await updateUsername({ accountId: account.id, username: value.trim() });
    if (!outcome.ok) return setErrorKey(accountErrorKey(outcome));
    onDone('orgAccounts.saved');
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          <IsolatedSentence i18nKey={what === 'email' ? 'orgAccounts.form.editEmailTitle' : 'orgAccounts.form.editUsernameTitle'} values={{ name: account.alias }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t(what === 'email' ? 'orgAccounts.form.newEmail' : 'orgAccounts.form.newUsername')}
              type={what === 'email' ? 'email' : 'text'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              autoFocus
              autoComplete="off"
              error={usernameBroken}
              helperText={usernameBroken ? t('orgAccounts.usernameRule') : what === 'email' && !isFilled(value) ? t('orgAccounts.form.emailRequired') : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
            <AccountDialogStatus errorKey={errorKey} busy={busy} />
          </Stack>
        </DialogContent>
        <AccountDialogActions onClose={onClose} busy={busy} canSubmit={canSubmit} />
      </form>
    </Dialog>
  );
}
