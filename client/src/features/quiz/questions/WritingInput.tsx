import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingQuestion } from '../../../../../domain/quiz/types.ts';
import type { QuestionInputProps } from './questionInputProps.ts';

/** Type 1: a written answer, or a date (YYYY-MM-DD) when the question asks for one. */
export function WritingInput({ question, answer, onChange, disabled, problems, problemsId }: QuestionInputProps<WritingQuestion>) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = problems.length > 0;
  const isDate = question.isDate === true;
  return (
    <TextField
      id={id}
      label={t(isDate ? 'quiz.input.date' : 'quiz.input.answer')}
      fullWidth
      value={answer?.textAnswer ?? ''}
      onChange={(event) => onChange({ textAnswer: event.target.value })}
      disabled={disabled}
      error={invalid}
      {...(isDate ? { type: 'date' } : { multiline: true, minRows: 2 })}
      slotProps={{
        inputLabel: isDate ? { shrink: true } : undefined,
        // An answer may be in the other language than the page: the browser follows what is typed.
        htmlInput: { dir: 'auto', 'aria-describedby': invalid ? problemsId : undefined },
      }}
    />
  );
}
