import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, normalizeEmail } from '../../../../../domain/validation/index.ts';
import { errorTextKeys } from '../../../i18n/errorTextKeys.ts';
import { useLearnerSignInMutation } from '../mutations/LearnerSignInMutation.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { EmailField } from './EmailField.tsx';
import { useLearnerExists } from './useLearnerExists.ts';
import { useSignInWithCode } from '../../signInCode/useSignInWithCode.ts';
import { withChunkTimeout } from '../../../routes/chunkLoading.ts';

// Shown only after a refusal: MUI's Alert, with its icons, is not part of the first visit.
const Alert = lazy(withChunkTimeout(() => import('@mui/material/Alert')));
// Shown only under verified sign-in, after the e-mail: not part of the first visit.
const SignInCodeStep = lazy(() => withChunkTimeout(() => import('../../signInCode/SignInCodeStep.tsx'))().then((m) => ({ default: m.SignInCodeStep })));

interface Props {
  initialEmail: string;
  onSignedIn: (session: SignedInLearner) => void;
  /** The e-mail is not a learner of this organisation yet: register it (with the mailed code, under verified sign-in). */
  onUnknownEmail: (email: string, code?: string) => void;
  /** The organisation asks for a mailed code after the e-mail (Organization.verifiedSignIn). */
  verifiedSignIn?: boolean;
}

/** Sign-in mode of the learner entry: the e-mail identifies a learner, confirmed by a mailed code when the organisation asks. */
export function SignInForm({ initialEmail, onSignedIn, onUnknownEmail, verifiedSignIn = false }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const learnerExists = useLearnerExists();
  const [signIn, signingIn] = useLearnerSignInMutation();
  const withCode = useSignInWithCode(onSignedIn, onUnknownEmail);

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
    if (verifiedSignIn) return void (await withCode.sendCode(normalized));
    setChecking(true);
    const exists = await learnerExists(normalized);
    setChecking(false);
    if (typeof exists === 'object') return setFailure(exists.code);
    if (!exists) return onUnknownEmail(normalized);
    const outcome = await signIn(normalized);
    if (outcome.ok) onSignedIn(outcome.data);
    else setFailure(outcome.code);
  };

  if (withCode.email) {
    return (
      <Suspense fallback={null}>
        <SignInCodeStep
          email={withCode.email}
          failure={withCode.failure}
          submitting={withCode.signingIn}
          resending={withCode.requesting}
          onSubmit={(code) => void withCode.submitCode(code)}
          onResend={() => withCode.sendCode(withCode.email!)}
          onChangeEmail={withCode.changeEmail}
        />
      </Suspense>
    );
  }
  const shownFailure = failure ?? withCode.failure;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {shownFailure && (
        <Suspense fallback={null}>
          <Alert severity="error">{t(errorTextKeys(shownFailure))}</Alert>
        </Suspense>
      )}
      <EmailField
        id="learner-sign-in-email"
        label={t('learnerEntry.email')}
        value={email}
        onChange={setEmail}
        error={invalidEmail ? t('errors.invalidEmail') : null}
      />
      <Button type="submit" variant="contained" size="large" loading={checking || signingIn || withCode.requesting}>
        {t(verifiedSignIn ? 'signInCode.sendCode' : 'learnerEntry.signIn')}
      </Button>
    </Box>
  );
}
