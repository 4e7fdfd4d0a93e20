import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { CheckboxQuestion } from '../../../../../domain/quiz/types.ts';
import { ChoiceCheckboxes } from './ChoiceCheckboxes.tsx';
import { numberedChoices } from './numberedChoices.ts';
import type { QuestionInputProps } from './questionInputProps.ts';

/**
 * Type 6: the choices as checkboxes; or, for the original kind of question
 * (or one without choices), a single box to tick in agreement with the text.
 * Either way the answer is checkedAnswers, one boolean per box.
 */
export function CheckboxInput({ question, answer, onChange, disabled, problems, problemsId }: QuestionInputProps<CheckboxQuestion>) {
  const { t } = useTranslation();
  const invalid = problems.length > 0;
  const describedBy = invalid ? problemsId : undefined;
  const choices = question.choices ?? [];
  if (question.isOriginalCheckbox === true || numberedChoices(choices).length === 0) {
    return (
      <FormControlLabel
        control={
          <Checkbox
            checked={answer?.checkedAnswers?.[0] === true}
            onChange={(event) => onChange({ checkedAnswers: [event.target.checked] })}
            slotProps={{ input: { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } }}
          />
        }
        label={t('quiz.input.agree')}
        disabled={disabled}
      />
    );
  }
  return (
    <ChoiceCheckboxes
      choices={choices}
      checked={answer?.checkedAnswers}
      onCheck={(checkedAnswers) => onChange({ checkedAnswers })}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
