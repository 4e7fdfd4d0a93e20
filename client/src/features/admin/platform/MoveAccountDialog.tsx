import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { useMoveAccountToOrganizationMutation } from './mutations/MoveAccountToOrganizationMutation.ts';
import { organizationErrors } from './platformErrors.ts';

interface Props {
  account: { id: string; alias: string };
  /** the accounts list the account leaves */
  connectionId: string;
  onClose: () => void;
  onDone: (key: string) => void;
}

/** Move account: the organisation (alias) and the account id, both required. */
export function MoveAccountDialog({ account, connectionId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [org, setOrg] = useState('');
  const [accountId, setAccountId] = useState(account.id);
  const [errors, setErrors] = useState<{ org?: string; accountId?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [move, moving] = useMoveAccountToOrganizationMutation(connectionId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = {
      ...(org.trim() === '' ? { org: 'platformAdmin.add.required' } : {}),
      ...(accountId.trim() === '' ? { accountId: 'platformAdmin.add.required' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await move({ accountId: accountId.trim(), org: org.trim() });
    if (outcome.ok) return onDone(outcome.data.moved ? 'platformAdmin.move.moved' : 'platformAdmin.move.alreadyThere');
    const { field, key } = organizationErrors(outcome);
    if (field === 'org') setErrors({ org: key });
    else setFailure(key);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <IsolatedSentence i18nKey="platformAdmin.move.title" values={{ name: account.alias }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure)}
              </Alert>
            )}
            <TextField
              required
              name="org"
              label={t('platformAdmin.move.organization')}
              value={org}
              onChange={(event) => setOrg(event.target.value)}
              error={Boolean(errors.org)}
              helperText={errors.org ? t(errors.org) : t('platformAdmin.move.organizationHelp')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              required
              name="accountId"
              label={t('platformAdmin.account.id')}
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
              error={Boolean(errors.accountId)}
              helperText={errors.accountId ? t(errors.accountId) : undefined}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('platformAdmin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={moving}>
            {t('platformAdmin.move.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
