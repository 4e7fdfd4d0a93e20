import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { numberedChoices } from './numberedChoices.ts';
import { CHOICE_LABEL_SX } from './choiceLabel.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  choices: readonly string[];
  /** 1-based; null or undefined: none chosen */
  selected: number | null | undefined;
  onSelect: (choiceNumber: number) => void;
  disabled: boolean;
  invalid: boolean;
  labelledBy: string;
  describedBy: string | undefined;
}

/** One choice of a list, as radio buttons (single choice and course link questions). */
export function ChoiceRadios({ choices, selected, onSelect, disabled, invalid, labelledBy, describedBy }: Props) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={selected ? String(selected) : ''}
      onChange={(event) => onSelect(Number(event.target.value))}
    >
      {numberedChoices(choices).map(({ number, text }) => (
        <FormControlLabel
          key={number}
          value={String(number)}
          control={<Radio />}
          label={<UserText>{text}</UserText>}
          disabled={disabled}
          slotProps={{ typography: { sx: CHOICE_LABEL_SX } }}
        />
      ))}
    </RadioGroup>
  );
}
