import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerProblems, unansweredRequired, type UnansweredQuestion } from '../../../../../domain/quiz/answerRules.ts';
import { learnerQuizContent } from '../../../../../domain/quiz/learnerView.ts';
import { gradeSubmission, type SubmissionGrade } from '../../../../../domain/quiz/score.ts';
import type { Answer, Answers, Quiz } from '../../../../../domain/quiz/types.ts';
import { AnsweredFooter } from '../../quiz/questions/AnsweredFooter.tsx';
import { questionElementId } from '../../quiz/questions/questionElementId.ts';
import { UnansweredDialog } from '../../quiz/questions/UnansweredDialog.tsx';
import { QuizSections, sectionsOf } from '../../quiz/taking/QuizSections.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

/**
 * The quiz as a learner answers it, from the editor's current content: the
 * learner's own components fed what the server would send them (no keys, no
 * clarifications). Answers live in this component only; "Check answers" runs
 * the learner's submit checks and grades them here, recording nothing.
 */
export function QuizPreview({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const content = useMemo(() => learnerQuizContent(quiz), [quiz]);
  const questions = useMemo(() => sectionsOf(content).flatMap((section) => section.questions), [content]);
  const [answers, setAnswers] = useState<Answers>({});
  const [sectionIndex, setSectionIndex] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [unanswered, setUnanswered] = useState<UnansweredQuestion[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [grade, setGrade] = useState<SubmissionGrade | null>(null);
  const [focusQuestion, setFocusQuestion] = useState<string | null>(null);

  const setAnswer = (questionId: string, answer: Answer) => {
    setGrade(null);
    setAnswers((current) => ({ ...current, [questionId]: answer }));
  };
  const check = () => {
    setShowErrors(true);
    setMessage(null);
    const missing = unansweredRequired(content, answers);
    if (missing.length > 0) return setUnanswered(missing);
    if (questions.some((question) => answerProblems(question, answers[question.id]).length > 0)) return setMessage(t('errors.quizNotAnswered'));
    setGrade(gradeSubmission({ content: quiz, settings: quiz }, answers, { now: new Date() }));
  };

  useEffect(() => {
    if (!focusQuestion) return;
    const element = document.getElementById(questionElementId(focusQuestion));
    element?.scrollIntoView?.({ block: 'center' });
    element?.querySelector<HTMLElement>('input, textarea, button, [tabindex]')?.focus();
    setFocusQuestion(null);
  }, [focusQuestion, sectionIndex]);

  return (
    <>
      <Box sx={{ px: { xs: 1, sm: 3 }, pt: 2, maxWidth: 'md', mx: 'auto', width: '100%' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          <UserText>{quiz.name}</UserText>
        </Typography>
        {sectionIndex === 0 && quiz.remarks && (
          <Alert severity="info" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            <UserText>{quiz.remarks}</UserText>
          </Alert>
        )}
        <QuizSections
          content={content}
          sectionIndex={sectionIndex}
          onSectionChange={setSectionIndex}
          answers={answers}
          onAnswerChange={setAnswer}
          showErrors={showErrors}
          disabled={false}
          finish={{ label: t('quizEditor.preview.check'), onClick: check, disabled: false }}
        >
          {message && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {message}
            </Alert>
          )}
          {grade && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {grade.result === null
                ? t('quizEditor.preview.checkedExternal')
                : t('quizEditor.preview.checked', { result: grade.result, maxGrade: grade.maxGrade })}
            </Alert>
          )}
        </QuizSections>
      </Box>
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
    </>
  );
}
