import Stack from '@mui/material/Stack';
import type { Answer, Answers, Question } from '../../../../../domain/quiz/types.ts';
import { QuestionCard } from './QuestionCard.tsx';

export interface SectionQuestionsProps {
  /** one section's questions, or all of a version 0 quiz */
  questions: readonly Question[];
  answers: Answers;
  onAnswerChange: (questionId: string, answer: Answer) => void;
  /** the number of the first question; 1 unless the screen continues a count */
  firstNumber?: number;
  showErrors: boolean;
  disabled?: boolean;
}

/** The questions of one page of the quiz, numbered in order. */
export function SectionQuestions({ questions, answers, onAnswerChange, firstNumber = 1, showErrors, disabled = false }: SectionQuestionsProps) {
  return (
    <Stack spacing={2}>
      {questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={firstNumber + index}
          answer={Object.hasOwn(answers, question.id) ? answers[question.id] : undefined}
          onChange={(answer) => onAnswerChange(question.id, answer)}
          showErrors={showErrors}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
