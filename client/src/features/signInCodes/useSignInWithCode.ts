import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerSignInMutation } from '../learner/mutations/LearnerSignInMutation.ts';
import type { SignedInLearner } from '../learner/mutations/SignedInLearner.ts';
import { useRequestSignInCodeMutation } from './mutations/RequestSignInCodeMutation.ts';

/**
 * The steps of verified sign-in: the e-mail asks for a code (mailed in the
 * screen's language), then the code signs in; an e-mail the organisation does
 * not know goes on to registration with the same code (the server keeps it
 * unspent until then).
 */
export function useSignInWithCode(onSignedIn: (session: SignedInLearner) => void, onUnknownEmail: (email: string, code: string) => void) {
  const { i18n } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestCode, requesting] = useRequestSignInCodeMutation();
  const [signIn, signingIn] = useLearnerSignInMutation();

  /** Asks for a code for `to`; true once it is on its way (the code step then shows). */
  const sendCode = async (to: string): Promise<boolean> => {
    const outcome = await requestCode(to, i18n.language);
    setFailure(outcome.ok ? null : outcome.code);
    if (outcome.ok) setEmail(to);
    return outcome.ok;
  };

  const submitCode = async (code: string) => {
    if (!email) return;
    setFailure(null);
    const outcome = await signIn(email, code);
    if (outcome.ok) return onSignedIn(outcome.data);
    if (outcome.code === 'userNotFound') return onUnknownEmail(email, code);
    setFailure(outcome.code);
  };

  const changeEmail = () => {
    setEmail(null);
    setFailure(null);
  };

  return { email, failure, sendCode, submitCode, changeEmail, requesting, signingIn };
}
