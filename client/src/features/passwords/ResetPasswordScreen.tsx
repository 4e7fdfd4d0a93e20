// /ResetAccountPassword/:username/:token (the link is {organisation host}/#/ResetAccountPassword/...):
// public, two password fields with show/hide. Both required, at least 8
// characters, equal after trimming, else the invalid_data_entry alert (spec).
// Success: processSuccess and a link to the sign-in screen of the identity's
// level; a used, expired or wrong link: its own message saying what to do.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { PasswordField } from '../admin/PasswordField.tsx';
import { UserText } from '../shell/userText/UserText.tsx';
import { useResetAccountPasswordMutation, type PasswordResetDone } from './mutations/ResetAccountPasswordMutation.ts';
import { checkNewPasswords, type PasswordProblems } from './passwordRules.ts';

const PROBLEM_TEXT = {
  required: 'errors.fieldRequired',
  tooShort: 'passwordReset.tooShort',
  tooLong: 'passwordReset.tooLong',
  mismatch: 'passwordReset.mismatch',
} as const;

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { username = '', token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<PasswordResetDone | null>(null);
  const [reset, resetting] = useResetAccountPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPasswords(password, repeat);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure('invalid_data_entry');
      return;
    }
    setFailure(null);
    const outcome = await reset({ username, token, password });
    if (outcome.ok) setDone(outcome.data);
    else setFailure(outcome.code);
  };

  const helper = (problem: PasswordProblems['password']) => (problem ? t(PROBLEM_TEXT[problem]) : undefined);

  return (
    <>
      <AdminTopBar title={t('app.productName')} />
      <Container component="main" maxWidth="xs" sx={{ py: { xs: 2, md: 4 } }}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom id="reset-password-title">
              {t('passwordReset.title')}
            </Typography>
            <Typography variant="body2" gutterBottom>
              {t('passwordReset.forUser')} <UserText>{username}</UserText>
            </Typography>
            {done ? (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <Alert severity="success" role="status">
                  {t('passwordReset.processSuccess')}
                </Alert>
                <Button component={RouterLink} to={adminLoginPath(done.level)} variant="contained">
                  {t(`passwordReset.signIn.${done.level}`)}
                </Button>
              </Stack>
            ) : (
              <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="reset-password-title" sx={{ mt: 2 }}>
                {failure && (
                  <Alert severity="error">
                    {t(errorMessageKey(failure))}
                  </Alert>
                )}
                <Typography variant="body2" color="text.secondary" id="reset-password-rules">
                  {t('passwordReset.rules')}
                </Typography>
                <PasswordField
                  id="reset-new-password"
                  label={t('passwordReset.newPassword')}
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  error={Boolean(problems.password)}
                  helperText={helper(problems.password)}
                />
                <PasswordField
                  id="reset-repeat-password"
                  label={t('passwordReset.repeatPassword')}
                  autoComplete="new-password"
                  required
                  value={repeat}
                  onChange={(event) => setRepeat(event.target.value)}
                  error={Boolean(problems.repeat)}
                  helperText={helper(problems.repeat)}
                />
                <Button type="submit" variant="contained" size="large" loading={resetting}>
                  {t('passwordReset.submit')}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
