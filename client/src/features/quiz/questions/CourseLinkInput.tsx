import type { CourseLinkQuestion } from '../../../../../domain/quiz/types.ts';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import type { QuestionInputProps } from './questionInputProps.ts';

/** Type 7: one course (or track) of a list; the answer is the choice's 1-based number. */
export function CourseLinkInput({ question, answer, onChange, disabled, problems, problemsId, labelledBy }: QuestionInputProps<CourseLinkQuestion>) {
  return (
    <ChoiceRadios
      choices={question.choices}
      selected={answer?.selectedAnswer}
      onSelect={(selectedAnswer) => onChange({ selectedAnswer })}
      disabled={disabled}
      invalid={problems.length > 0}
      labelledBy={labelledBy}
      describedBy={problems.length > 0 ? problemsId : undefined}
    />
  );
}
