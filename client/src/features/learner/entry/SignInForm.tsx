import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../../../routes/chunkLoading.ts';
import { useLearnerSignInMutation } from '../mutations/LearnerSignInMutation.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { EmailStep } from './EmailStep.tsx';
import { useLearnerExists } from './useLearnerExists.ts';

// Only the organisations that ask for a mailed code use it: not part of a first visit's entry.
const VerifiedSignInForm = lazy(() =>
  withChunkTimeout(() => import('../../signInCodes/VerifiedSignInForm.tsx'))().then((m) => ({ default: m.VerifiedSignInForm })),
);

export interface SignInFormProps {
  initialEmail: string;
  onSignedIn: (session: SignedInLearner) => void;
  /** The e-mail is not a learner of this organisation yet: register it (with the mailed code, under verified sign-in). */
  onUnknownEmail: (email: string, code?: string) => void;
}

/** Sign-in mode of the learner entry: the e-mail identifies a learner, confirmed by a mailed code when the organisation asks (Organization.verifiedSignIn). */
export function SignInForm({ verifiedSignIn = false, ...props }: SignInFormProps & { verifiedSignIn?: boolean }) {
  if (!verifiedSignIn) return <EmailSignInForm {...props} />;
  return (
    <Suspense fallback={null}>
      <VerifiedSignInForm {...props} />
    </Suspense>
  );
}

/** The e-mail alone signs a known learner in; an unknown one goes on to registration. */
function EmailSignInForm({ initialEmail, onSignedIn, onUnknownEmail }: SignInFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const learnerExists = useLearnerExists();
  const [signIn, signingIn] = useLearnerSignInMutation();

  const signInWith = async (email: string) => {
    setFailure(null);
    setChecking(true);
    const exists = await learnerExists(email);
    setChecking(false);
    if (typeof exists === 'object') return setFailure(exists.code);
    if (!exists) return onUnknownEmail(email);
    const outcome = await signIn(email);
    if (outcome.ok) onSignedIn(outcome.data);
    else setFailure(outcome.code);
  };

  return (
    <EmailStep
      initialEmail={initialEmail}
      failure={failure}
      busy={checking || signingIn}
      submitLabel={t('learnerEntry.signIn')}
      onEmail={(email) => void signInWith(email)}
    />
  );
}
