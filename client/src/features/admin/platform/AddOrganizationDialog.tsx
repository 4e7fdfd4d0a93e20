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
import { isEmail, normalizeEmail } from '../../../../../domain/validation/email.ts';
import { hasMinLength8, isValidUsername } from '../../../../../domain/validation/inputRules.ts';
import { isNewOrganizationAlias } from '../../../../../domain/organization/alias.ts';
import { useAddOrganizationMutation } from './mutations/AddOrganizationMutation.ts';
import { organizationErrors } from './platformErrors.ts';

type Field = 'alias' | 'username' | 'email' | 'password';
const FIELDS: Field[] = ['alias', 'username', 'email', 'password'];

/** What is wrong with each field before anything is sent (the old client ignored the click instead). */
function fieldErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (values[field].trim() === '') errors[field] = 'platformAdmin.add.required';
  if (!errors.alias && !isNewOrganizationAlias(values.alias.trim().toLowerCase())) errors.alias = 'platformAdmin.add.aliasRule';
  if (!errors.username && !isValidUsername(values.username.trim())) errors.username = 'orgAccounts.usernameRule';
  if (!errors.email && !isEmail(normalizeEmail(values.email))) errors.email = 'errors.invalidEmail';
  if (!errors.password && !hasMinLength8(values.password)) errors.password = 'platformAdmin.add.passwordShort';
  return errors;
}

interface Props {
  connectionId: string;
  onClose: () => void;
  onDone: (alias: string) => void;
}

/** Add organisation: alias, the holder's username, e-mail and password, all required. */
export function AddOrganizationDialog({ connectionId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ alias: '', username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addOrganization, adding] = useAddOrganizationMutation(connectionId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await addOrganization({ ...values, alias: values.alias.trim().toLowerCase() });
    if (outcome.ok) return onDone(outcome.data.alias);
    const { field, key } = organizationErrors(outcome);
    if (field && (FIELDS as string[]).includes(field)) setErrors({ [field]: key });
    else setFailure(key);
  };

  const input = (field: Field, type = 'text') => (
    <TextField
      key={field}
      name={field}
      type={type}
      required
      label={t(`platformAdmin.add.${field}`)}
      value={values[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ? t(errors[field]) : field === 'alias' ? t('platformAdmin.add.aliasHelp') : undefined}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      slotProps={{ htmlInput: { dir: field === 'password' ? undefined : 'ltr' } }}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('platformAdmin.add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure)}
              </Alert>
            )}
            {input('alias')}
            {input('username')}
            {input('email', 'email')}
            {input('password', 'password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('platformAdmin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={adding}>
            {t('platformAdmin.add.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
