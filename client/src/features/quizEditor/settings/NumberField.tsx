import TextField from '@mui/material/TextField';
import type { NumberInput } from '../../../../../domain/quiz/editorRules.ts';
import { numberInput, numberText } from '../draft/numberInput.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';

interface Props {
  path: string;
  label: string;
  value: NumberInput;
  onChange: (value: NumberInput) => void;
  hint?: string;
  required?: boolean;
}

/** A whole number typed as text (the editor's rules judge it), with its problems below it. */
export function NumberField({ path, label, value, onChange, hint, required = false }: Props) {
  const field = useFieldProblems(path, hint);
  return (
    <TextField
      {...field}
      label={label}
      required={required}
      value={numberText(value)}
      onChange={(event) => onChange(numberInput(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
}
