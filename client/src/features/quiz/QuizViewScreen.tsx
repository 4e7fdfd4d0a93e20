import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../shell/LoadingScreen.tsx';
import { useOpenQuizMutation, type OpenedQuiz } from './mutations/OpenQuizMutation.ts';
import { QuizTaking } from './QuizTaking.tsx';
import { quizAnswerPath, type ResultReason } from './quizPaths.ts';

type Opening = { kind: 'opening' } | { kind: 'open'; quiz: OpenedQuiz } | { kind: 'refused'; code: string };

// Answers that mean "there is (or may be) a result to show instead".
const SHOW_RESULT: readonly string[] = ['userAlreadyExamined', 'quizNotActive', 'quizTimeExpired'];

/** /QuizView?quiz=&isForm=&accountId=: opens the quiz on the server, then the learner takes it. */
export function QuizViewScreen() {
  const [params] = useSearchParams();
  const quizId = params.get('quiz');
  if (!quizId) return <Navigate to="/home" replace />;
  return <QuizOpening key={quizId} quizId={quizId} accountId={params.get('accountId')} isForm={params.get('isForm') === 'true'} />;
}

function QuizOpening({ quizId, accountId, isForm }: { quizId: string; accountId: string | null; isForm: boolean }) {
  const { t } = useTranslation();
  const openQuiz = useOpenQuizMutation();
  const [opening, setOpening] = useState<Opening>({ kind: 'opening' });
  const [attemptNumber, setAttemptNumber] = useState(0);

  useEffect(() => {
    let current = true;
    void openQuiz(quizId).then((outcome) => {
      if (!current) return;
      setOpening(outcome.ok ? { kind: 'open', quiz: outcome.data } : { kind: 'refused', code: outcome.code });
    });
    return () => {
      current = false;
    };
  }, [openQuiz, quizId, attemptNumber]);

  if (opening.kind === 'opening') return <LoadingScreen />;
  if (opening.kind === 'open') return <QuizTaking quiz={opening.quiz} accountId={accountId} />;
  if (SHOW_RESULT.includes(opening.code)) return <Navigate to={quizAnswerPath({ quizId, reason: opening.code as ResultReason, isForm })} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert
        severity={opening.code === 'unknown' ? 'error' : 'info'}
        action={
          opening.code === 'unknown' ? (
            <Button
              color="inherit"
              onClick={() => {
                setOpening({ kind: 'opening' });
                setAttemptNumber((n) => n + 1);
              }}
            >
              {t('shell.retry')}
            </Button>
          ) : undefined
        }
      >
        {t(`errors.${opening.code}`, t('errors.unknown'))}
      </Alert>
      <Button component={RouterLink} to="/home" sx={{ mt: 2 }}>
        {t('quizResult.back')}
      </Button>
    </Container>
  );
}
