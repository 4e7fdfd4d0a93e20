import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { readStored } from '../../../storage/browserStorage.ts';
import { saveLearnerSession } from '../../../storage/learnerSession.ts';
import { RegisterForm } from '../entry/RegisterForm.tsx';
import { SignInForm } from '../entry/SignInForm.tsx';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import type { LearnerSignInDialogQuery } from './__generated__/LearnerSignInDialogQuery.graphql.ts';

type Mode = { kind: 'signIn' } | { kind: 'register'; email: string; code?: string };

/**
 * A shared program or folder link opened without a learner session: sign in
 * (or register) here, and the page behind loads as soon as the session is
 * stored (its route loads this query without a session, the page's with one).
 */
export function LearnerSignInDialog({ queryRef }: { queryRef: PreloadedQuery<LearnerSignInDialogQuery> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { organization } = usePreloadedQuery<LearnerSignInDialogQuery>(
    graphql`
      query LearnerSignInDialogQuery @preloadable {
        organization {
          alias
          verifiedSignIn
          ...useOrganizationColor_organization
        }
      }
    `,
    queryRef,
  );
  useOrganizationColor(organization);
  const [mode, setMode] = useState<Mode>({ kind: 'signIn' });
  const onSignedIn = ({ token, learner }: SignedInLearner) =>
    saveLearnerSession({ token, email: learner.email, name: learner.name, org: organization.alias });

  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(mode.kind === 'signIn' ? 'learnerEntry.signInTitle' : 'learnerEntry.registerTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(mode.kind === 'signIn' ? 'signInDialog.intro' : 'learnerEntry.registerIntro')}
        </Typography>
        {mode.kind === 'signIn' ? (
          <SignInForm
            initialEmail={readStored('userEmail') ?? ''}
            onSignedIn={onSignedIn}
            onUnknownEmail={(email, code) => setMode({ kind: 'register', email, code })}
            verifiedSignIn={organization.verifiedSignIn}
          />
        ) : (
          <RegisterForm email={mode.email} code={mode.code} onRegistered={onSignedIn} onBack={() => setMode({ kind: 'signIn' })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
