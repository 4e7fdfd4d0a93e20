import type { MultipleAnswerQuestion } from '../../../../../domain/quiz/types.ts';
import { ChoiceCheckboxes } from './ChoiceCheckboxes.tsx';
import type { QuestionInputProps } from './questionInputProps.ts';

/** Type 5: any number of the choices; the answer has one boolean per choice. */
export function MultipleAnswerInput({ question, answer, onChange, disabled, problems }: QuestionInputProps<MultipleAnswerQuestion>) {
  return (
    <ChoiceCheckboxes
      choices={question.choices}
      checked={answer?.checkedAnswers}
      onCheck={(checkedAnswers) => onChange({ checkedAnswers })}
      disabled={disabled}
      invalid={problems.length > 0}
    />
  );
}
