import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, normalizeEmail } from '../../../../../domain/validation/index.ts';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useLearnerSignInMutation } from '../mutations/LearnerSignInMutation.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { useLearnerExists } from './useLearnerExists.ts';

interface Props {
  initialEmail: string;
  onSignedIn: (session: SignedInLearner) => void;
  /** The e-mail is not a learner of this organisation yet: register it. */
  onUnknownEmail: (email: string) => void;
}

/** Sign-in mode of the learner entry: the e-mail alone identifies a learner. */
export function SignInForm({ initialEmail, onSignedIn, onUnknownEmail }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const learnerExists = useLearnerExists();
  const [signIn, signingIn] = useLearnerSignInMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeEmail(email);
    const valid = isEmail(normalized);
    setInvalidEmail(!valid);
    if (!valid) {
      setFailure('invalid_data_entry');
      return;
    }
    setFailure(null);
    setChecking(true);
    const exists = await learnerExists(normalized);
    setChecking(false);
    if (typeof exists === 'object') return setFailure(exists.code);
    if (!exists) return onUnknownEmail(normalized);
    const outcome = await signIn(normalized);
    if (outcome.ok) onSignedIn(outcome.data);
    else setFailure(outcome.code);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {failure && <Alert severity="error">{t(errorMessageKey(failure))}</Alert>}
      <TextField
        id="learner-sign-in-email"
        label={t('learnerEntry.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalidEmail}
        helperText={invalidEmail ? t('errors.invalidEmail') : undefined}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={checking || signingIn}>
        {t('learnerEntry.signIn')}
      </Button>
    </Stack>
  );
}
