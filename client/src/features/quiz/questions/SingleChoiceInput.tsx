import type { CourseLinkQuestion, SingleChoiceQuestion } from '../../../../../domain/quiz/types.ts';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import type { QuestionInputProps } from './questionInputProps.ts';

/** Types 0 and 7: one choice (for 7, a course or track); the answer is its 1-based number. */
export function SingleChoiceInput({
  question,
  answer,
  onChange,
  disabled,
  problems,
  problemsId,
  labelledBy,
}: QuestionInputProps<SingleChoiceQuestion | CourseLinkQuestion>) {
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
