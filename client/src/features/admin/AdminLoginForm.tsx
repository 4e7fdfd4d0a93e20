import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import type { AdminLevel } from '../../storage/adminSession.ts';
import { useAdminSignInMutation } from './mutations/AdminSignInMutation.ts';
import { PasswordField } from './PasswordField.tsx';

interface Props {
  level: AdminLevel;
  label: string;
  onSignedIn: (token: string) => void;
}

export function AdminLoginForm({ level, label, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ username: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [signIn, signingIn] = useAdminSignInMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = { username: username.trim() === '', password: password === '' };
    setMissing(blank);
    if (blank.username || blank.password) return setFailure('invalid_data_entry');
    setFailure(null);
    const outcome = await signIn({ username: username.trim(), password, level });
    if (outcome.ok) onSignedIn(outcome.data.token);
    else setFailure(outcome.code);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={label}>
      {failure && <Alert severity="error">{t(errorMessageKey(failure))}</Alert>}
      <TextField
        id="admin-username"
        label={t('adminLogin.username')}
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={missing.username}
        helperText={missing.username ? t('errors.fieldRequired') : undefined}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <PasswordField
        id="admin-password"
        label={t('adminLogin.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password}
        helperText={missing.password ? t('errors.fieldRequired') : undefined}
      />
      <Button type="submit" variant="contained" size="large" loading={signingIn}>
        {t('adminLogin.signIn')}
      </Button>
    </Stack>
  );
}
