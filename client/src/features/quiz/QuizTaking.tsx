import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { answerProblems, unansweredRequired, type UnansweredQuestion } from '../../../../domain/quiz/answerRules.ts';
import type { Answers, QuizContent } from '../../../../domain/quiz/types.ts';
import { readStored } from '../../storage/browserStorage.ts';
import type { OpenedQuiz } from './mutations/OpenQuizMutation.ts';
import { useSaveQuizDraftMutation } from './mutations/SaveQuizDraftMutation.ts';
import { useSubmitQuizMutation, type SubmittedResult } from './mutations/SubmitQuizMutation.ts';
import { AnsweredFooter } from './questions/AnsweredFooter.tsx';
import { questionElementId } from './questions/questionElementId.ts';
import { UnansweredDialog } from './questions/UnansweredDialog.tsx';
import { infoPath, quizAnswerPath } from './quizPaths.ts';
import { safeLink } from './safeLink.ts';
import { QuizCountdown } from './taking/QuizCountdown.tsx';
import { QuizSections, sectionsOf } from './taking/QuizSections.tsx';
import { SaveStatus } from './taking/SaveStatus.tsx';
import { useQuizAnswers } from './taking/useQuizAnswers.ts';
import { UserText } from '../shell/userText/UserText.tsx';

const FLUSH_WAIT_MS = 3000;

// Refusals after which the attempt is over: its result is shown instead.
const ATTEMPT_OVER: readonly string[] = ['quizTimeExpired', 'attemptClosed', 'userAlreadyExamined'];

/** Where a successful submit leads, by the quiz's showResult (learner spec §4). */
function afterSubmit(quiz: OpenedQuiz, result: SubmittedResult, registeredIn: string | null): string {
  if (registeredIn) return infoPath({ kind: 'registered', name: quiz.name });
  if (result.showResult === true) return quizAnswerPath({ quizId: quiz.id });
  const passed = result.passed === true;
  const scored = result.showResult === false && result.maxGrade > 0;
  return infoPath({
    kind: scored ? 'result' : 'received',
    quizId: quiz.id,
    name: quiz.name,
    result: scored ? result.result : null,
    maxGrade: scored ? result.maxGrade : null,
    link: passed ? result.link : null,
    message: passed ? result.linkMsg : null,
  });
}

/** The quiz being taken: one section at a time (all questions for version 0), saved as it goes, submitted once. */
export function QuizTaking({ quiz, accountId }: { quiz: OpenedQuiz; accountId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const content = quiz.content as QuizContent;
  const attempt = useMemo(() => ({ ...quiz.attempt, startedAt: String(quiz.attempt.startedAt), deadlineAt: quiz.attempt.deadlineAt ? String(quiz.attempt.deadlineAt) : null, serverNow: String(quiz.attempt.serverNow), draftAnswers: (quiz.attempt.draftAnswers ?? {}) as Answers }), [quiz.attempt]);
  const save = useSaveQuizDraftMutation();
  const submit = useSubmitQuizMutation();
  const { answers, setAnswer, status, flush, finish } = useQuizAnswers({
    org: readStored('org') ?? '',
    email: readStored('userEmail') ?? '',
    quizId: quiz.id,
    content,
    attempt,
    save,
  });
  const sections = sectionsOf(content);
  const questions = useMemo(() => sections.flatMap((section) => section.questions), [sections]);
  const [sectionIndex, setSectionIndex] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [unanswered, setUnanswered] = useState<UnansweredQuestion[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [focusQuestion, setFocusQuestion] = useState<string | null>(null);
  // One key per submit intent: a retry after a lost answer is recognised by the server.
  const submitKey = useRef(crypto.randomUUID());
  const answersNow = useRef(answers);
  answersNow.current = answers;

  const send = useCallback(async () => {
    setSubmitting(true);
    setMessage(null);
    // The submit carries every answer anyway (and says why if the attempt is
    // over): waiting for pending saves is only worth a few seconds, never
    // the retries of an offline autosaver.
    await Promise.race([flush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS))]);
    const outcome = await submit({ quizId: quiz.id, attemptId: attempt.id, answers: answersNow.current, submitKey: submitKey.current, accountId });
    if (outcome.ok) {
      finish();
      void navigate(afterSubmit(quiz, outcome.data, accountId), { replace: true });
      return;
    }
    if (ATTEMPT_OVER.includes(outcome.code)) {
      finish();
      void navigate(quizAnswerPath({ quizId: quiz.id, reason: 'quizTimeExpired' }), { replace: true });
      return;
    }
    setMessage(t(`errors.${outcome.code}`, t('errors.unknown')));
    setSubmitting(false);
  }, [flush, submit, quiz, attempt.id, accountId, finish, navigate, t]);

  const onSubmit = () => {
    setShowErrors(true);
    const missing = unansweredRequired(content, answers);
    if (missing.length > 0) return setUnanswered(missing);
    if (questions.some((question) => answerProblems(question, answers[question.id]).length > 0)) return setMessage(t('errors.quizNotAnswered'));
    void send();
  };

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    void send();
  }, [send]);

  const goToSection = (index: number) => {
    setSectionIndex(index);
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (!focusQuestion) return;
    const element = document.getElementById(questionElementId(focusQuestion));
    element?.scrollIntoView({ block: 'center' });
    element?.querySelector<HTMLElement>('input, textarea, button, [tabindex]')?.focus();
    setFocusQuestion(null);
  }, [focusQuestion, sectionIndex]);

  const supportLink = safeLink(quiz.supportLink);

  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, md: 3 }, pb: 0 }}>
      {quiz.banner && <Box component="img" src={quiz.banner} alt="" sx={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 1, mb: 2 }} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            <UserText>{quiz.name}</UserText>
          </Typography>
          <Typography color="text.secondary">{quiz.learnerName}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {attempt.deadlineAt && <QuizCountdown deadlineAt={attempt.deadlineAt} serverNow={attempt.serverNow} onTimeUp={onTimeUp} />}
          <SaveStatus status={status} />
        </Stack>
      </Stack>
      {sectionIndex === 0 && quiz.remarks && (
        <Alert severity="info" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {quiz.remarks}
        </Alert>
      )}
      {supportLink && (
        <Link href={supportLink} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mb: 2 }}>
          {t('quizTaking.supportLink')}
        </Link>
      )}
      <QuizSections
        content={content}
        sectionIndex={sectionIndex}
        onSectionChange={goToSection}
        answers={answers}
        onAnswerChange={setAnswer}
        showErrors={showErrors}
        disabled={submitting}
        finish={{ label: t(submitting ? 'quizTaking.submitting' : 'quizTaking.submit'), onClick: onSubmit, disabled: submitting }}
      >
        {message && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </QuizSections>
      <AnsweredFooter questions={questions} answers={answers} />
      <UnansweredDialog
        open={unanswered !== null}
        unanswered={unanswered ?? []}
        onClose={() => setUnanswered(null)}
        onGoTo={(index, questionId) => {
          setUnanswered(null);
          setSectionIndex(index ?? 0);
          setFocusQuestion(questionId);
        }}
      />
      <Dialog open={timeUp} aria-labelledby="time-up-title">
        <DialogTitle id="time-up-title">{t('quizTaking.timeUp')}</DialogTitle>
        <DialogContent>{message ?? t('quizTaking.timeUpSubmitting')}</DialogContent>
      </Dialog>
    </Container>
  );
}
