import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { CHOICE_LABEL_SX } from './choiceLabel.ts';
import { numberedChoices } from './numberedChoices.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  choices: readonly string[];
  /** per choice, in the question's order */
  checked: readonly boolean[] | undefined;
  onCheck: (checked: boolean[]) => void;
  disabled: boolean;
  invalid: boolean;
}

/** Any number of a list's choices, as checkboxes; the answer has one boolean per choice. */
export function ChoiceCheckboxes({ choices, checked, onCheck, disabled, invalid }: Props) {
  const toggle = (index: number, value: boolean) =>
    onCheck(choices.map((_choice, choiceIndex) => (choiceIndex === index ? value : checked?.[choiceIndex] === true)));
  return (
    // The question card is the group, named by the question and described by its problems.
    <FormGroup>
      {numberedChoices(choices).map(({ number, text }) => (
        <FormControlLabel
          key={number}
          control={
            <Checkbox
              checked={checked?.[number - 1] === true}
              onChange={(event) => toggle(number - 1, event.target.checked)}
              slotProps={{ input: { 'aria-invalid': invalid || undefined } }}
            />
          }
          label={<UserText>{text}</UserText>}
          disabled={disabled}
          slotProps={{ typography: { sx: CHOICE_LABEL_SX } }}
        />
      ))}
    </FormGroup>
  );
}
