import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored } from '../../../storage/browserStorage.ts';
import { saveLearnerSession } from '../../../storage/learnerSession.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { SignInForm } from './SignInForm.tsx';
import { SupportLink } from './SupportLink.tsx';
import { withChunkTimeout } from '../../../routes/chunkLoading.ts';

// Shown only for an e-mail the organisation does not know: not part of the first visit.
const RegisterForm = lazy(() => withChunkTimeout(() => import('./RegisterForm.tsx'))().then((m) => ({ default: m.RegisterForm })));

/** What the sign-in screen reads of its organisation (LearnerEntryScreenQuery). */
export interface EntryOrganization {
  readonly alias: string;
  readonly verifiedSignIn: boolean;
  readonly supportLink: string | null | undefined;
}

interface Props {
  organization: EntryOrganization;
  /** a shared quiz link's: the learner's last e-mail is filled in */
  fromQuizLink: boolean;
  /** the session is saved; go on to the learner's page */
  onSignedIn: () => void;
}

type Mode = { kind: 'signIn' } | { kind: 'register'; email: string; code?: string };

/**
 * The learner sign-in screen's content: sign in or register by e-mail. Shown by
 * the app's /login and /home/:quizCode routes (LearnerEntryScreen) and, on a
 * first visit, before the app loads (firstScreen/SignInFirstScreen.tsx), so it
 * uses neither Relay nor the router.
 */
export function LearnerEntryPage({ organization, fromQuizLink, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'signIn' });
  const signedIn = ({ token, learner }: SignedInLearner) => {
    saveLearnerSession({ token, email: learner.email, name: learner.name, org: organization.alias });
    onSignedIn();
  };

  return (
    <Box sx={{ maxWidth: 'sm', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } }}>
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
              initialEmail={fromQuizLink ? (readStored('userEmail') ?? '') : ''}
              onSignedIn={signedIn}
              onUnknownEmail={(email, code) => setMode({ kind: 'register', email, code })}
              verifiedSignIn={organization.verifiedSignIn}
            />
          ) : (
            <Suspense fallback={null}>
              <RegisterForm email={mode.email} code={mode.code} onRegistered={signedIn} onBack={() => setMode({ kind: 'signIn' })} />
            </Suspense>
          )}
        </CardContent>
        {organization.supportLink && (
          <CardActions>
            <SupportLink href={organization.supportLink} />
          </CardActions>
        )}
      </Card>
    </Box>
  );
}
