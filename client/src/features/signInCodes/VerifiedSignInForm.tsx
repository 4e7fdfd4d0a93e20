import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailStep } from '../learner/entry/EmailStep.tsx';
import type { SignInFormProps } from '../learner/entry/SignInForm.tsx';
import { SignInCodeStep } from './SignInCodeStep.tsx';
import { useSignInWithCode } from './useSignInWithCode.ts';

/** Verified sign-in (docs/decisions/verifiedSignIn.md): the e-mail asks for a mailed code, the code signs in. */
export function VerifiedSignInForm({ initialEmail, onSignedIn, onUnknownEmail }: SignInFormProps) {
  const { t } = useTranslation();
  const withCode = useSignInWithCode(onSignedIn, onUnknownEmail);
  // "Use another e-mail" comes back with the one typed before
  const [typed, setTyped] = useState(initialEmail);

  if (withCode.email) {
    return (
      <SignInCodeStep
        email={withCode.email}
        failure={withCode.failure}
        submitting={withCode.signingIn}
        resending={withCode.requesting}
        onSubmit={(code) => void withCode.submitCode(code)}
        onResend={() => withCode.sendCode(withCode.email!)}
        onChangeEmail={withCode.changeEmail}
      />
    );
  }
  return (
    <EmailStep
      initialEmail={typed}
      failure={withCode.failure}
      busy={withCode.requesting}
      submitLabel={t('signInCode.sendCode')}
      onEmail={(email) => {
        setTyped(email);
        void withCode.sendCode(email);
      }}
    />
  );
}
