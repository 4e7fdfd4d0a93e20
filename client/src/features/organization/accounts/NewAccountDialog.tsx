import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMinLength8, isFilled, isValidUsername } from '../../../../../domain/validation/inputRules.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';
import { accountErrorKey } from './accountErrors.ts';
import { useAddAccountMutation } from './mutations/AddAccountMutation.ts';
import { useCloneAccountMutation } from './mutations/CloneAccountMutation.ts';
import { AccountDialogActions, AccountDialogStatus } from './AccountDialogEnd.tsx';

interface Props {
  /** absent: a new empty account; present: a clone of this account */
  source?: { id: string; alias: string };
  onClose: () => void;
  /** the change was saved: the message to announce */
  onDone: (messageKey: string) => void;
}

/**
 * Add account and Clone account (admin spec §5): the username by the spec's
 * rule, a password of at least 8 characters (else Save is disabled), an
 * optional e-mail. A refusal keeps the dialog open with its message.
 */
export function NewAccountDialog({ source, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [addAccount, adding] = useAddAccountMutation();
  const [cloneAccount, cloning] = useCloneAccountMutation();
  const busy = adding || cloning;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [alias, setAlias] = useState('');
  const [isTimed, setIsTimed] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const usernameBroken = isFilled(username) && !isValidUsername(username.trim());
  const canSubmit = isFilled(username) && !usernameBroken && hasMinLength8(password) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setErrorKey(null);
    const common = { username: username.trim(), password, email: email.trim() || null, alias: alias.trim() || null };
    const outcome = source
      ? // without a name the copy is "<name> (copy)" in the holder's language (docs/decisions/orgAccounts.md)
        await cloneAccount({ ...common, sourceAccountId: source.id, locale: i18n.language === 'en' ? 'en' : 'ar' })
      : await addAccount({ ...common, isTimed });
    if (!outcome.ok) return setErrorKey(accountErrorKey(outcome));
    onDone(source ? 'orgAccounts.cloned' : 'orgAccounts.added');
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {source ? <IsolatedSentence i18nKey="orgAccounts.form.cloneTitle" values={{ name: source.alias }} /> : t('orgAccounts.form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {source && <DialogContentText>{t('orgAccounts.form.cloneExplained')}</DialogContentText>}
            <TextField
              label={t('orgAccounts.form.username')}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              required
              autoFocus
              autoComplete="off"
              error={usernameBroken}
              helperText={usernameBroken ? t('orgAccounts.usernameRule') : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
            <TextField
              label={t('orgAccounts.form.password')}
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              autoComplete="new-password"
              helperText={t('orgAccounts.form.passwordRule')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={t('orgAccounts.form.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={t('orgAccounts.form.alias')}
              value={alias}
              onChange={(event) => setAlias(event.target.value)}
              autoComplete="off"
              slotProps={USER_INPUT_SLOT_PROPS}
            />
            {!source && (
              <FormControlLabel
                control={<Checkbox checked={isTimed} onChange={(event) => setIsTimed(event.target.checked)} />}
                label={t('orgAccounts.form.isTimed')}
              />
            )}
            <AccountDialogStatus errorKey={errorKey} busy={busy} />
          </Stack>
        </DialogContent>
        <AccountDialogActions onClose={onClose} busy={busy} canSubmit={canSubmit} />
      </form>
    </Dialog>
  );
}
