import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import { readStored } from '../../../storage/browserStorage.ts';
import { hasLearnerSessionFor, saveLearnerSession } from '../../../storage/learnerSession.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { quizGlobalId, quizViewPath } from '../../quiz/quizPaths.ts';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SupportLink } from './SupportLink.tsx';
import type { LearnerEntryScreenQuery } from './__generated__/LearnerEntryScreenQuery.graphql.ts';

type Mode = { kind: 'signIn' } | { kind: 'register'; email: string; code?: string };

/** /login and the shared quiz links /home/:quizCode/...: sign in or register by e-mail. */
export function LearnerEntryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizCode, isForm, accountId } = useParams();
  // A shared quiz link leads to the quiz once signed in.
  const target = quizCode
    ? quizViewPath({ quizId: quizGlobalId(quizCode), isForm: isForm === 'true', accountId: accountId && accountId !== 'undefined' ? accountId : null })
    : '/home';
  const { organization } = useLazyLoadQuery<LearnerEntryScreenQuery>(
    graphql`
      query LearnerEntryScreenQuery {
        organization {
          alias
          verifiedSignIn
          supportLink
          ...useOrganizationColor_organization
        }
      }
    `,
    {},
  );
  useOrganizationColor(organization);
  const [mode, setMode] = useState<Mode>({ kind: 'signIn' });
  // Decided once on arrival: a session of this organisation is still open, so sign in automatically.
  const [alreadySignedIn] = useState(() => hasLearnerSessionFor(organization.alias));
  if (alreadySignedIn) return <Navigate to={target} replace />;

  const onSignedIn = ({ token, learner }: SignedInLearner) => {
    saveLearnerSession({ token, email: learner.email, name: learner.name, org: organization.alias });
    void navigate(target);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t(mode.kind === 'signIn' ? 'learnerEntry.signInTitle' : 'learnerEntry.registerTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(mode.kind === 'signIn' ? 'learnerEntry.signInIntro' : 'learnerEntry.registerIntro')}
          </Typography>
          {mode.kind === 'signIn' ? (
            <SignInForm
              initialEmail={quizCode ? (readStored('userEmail') ?? '') : ''}
              onSignedIn={onSignedIn}
              onUnknownEmail={(email, code) => setMode({ kind: 'register', email, code })}
              verifiedSignIn={organization.verifiedSignIn}
            />
          ) : (
            <RegisterForm email={mode.email} code={mode.code} onRegistered={onSignedIn} onBack={() => setMode({ kind: 'signIn' })} />
          )}
        </CardContent>
        {organization.supportLink && (
          <CardActions>
            <SupportLink href={organization.supportLink} />
          </CardActions>
        )}
      </Card>
    </Container>
  );
}
