import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CHOICE_LABEL_SX } from '../questions/choiceLabel.ts';
import { numberedChoices } from '../questions/numberedChoices.ts';
import { CorrectMark, NotAnswered } from './reviewMarks.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface ReviewChoicesProps {
  choices: readonly string[] | undefined;
  /** radio: one choice (types 0 and 7); checkbox: any number (types 5 and 6) */
  kind: 'radio' | 'checkbox';
  /** by the choice's 1-based number, as answers and keys count them */
  chosen: (choiceNumber: number) => boolean;
  /** by the choice's 1-based number; omitted for questions without a key */
  correct?: (choiceNumber: number) => boolean;
}

/**
 * The choices as the learner left them: a filled radio or ticked box on
 * each chosen one (named for assistive technology), and the key marked
 * with a check and the words "Correct answer".
 */
export function ReviewChoices({ choices, kind, chosen, correct = () => false }: ReviewChoicesProps) {
  const { t } = useTranslation();
  const shown = numberedChoices(choices);
  const answered = shown.some(({ number }) => chosen(number));
  return (
    <Stack spacing={1}>
      {!answered && <NotAnswered />}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map(({ number, text }) => {
          const isChosen = chosen(number);
          return (
            <Box component="li" key={number} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <SelectionIcon kind={kind} chosen={isChosen} label={selectionLabel(kind, isChosen, t)} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ ...CHOICE_LABEL_SX, py: 0.25, fontWeight: isChosen ? 600 : undefined }}><UserText>{text}</UserText></Typography>
                {correct(number) && <CorrectMark />}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}

// An unchosen radio says nothing (one choice is the answer); every box says whether it is ticked.
function selectionLabel(kind: ReviewChoicesProps['kind'], chosen: boolean, t: (key: string) => string): string | undefined {
  if (kind === 'radio') return chosen ? t('quizReview.choice.chosen') : undefined;
  return t(chosen ? 'quizReview.choice.ticked' : 'quizReview.choice.notTicked');
}

function SelectionIcon({ kind, chosen, label }: { kind: ReviewChoicesProps['kind']; chosen: boolean; label: string | undefined }) {
  const Icon =
    kind === 'radio' ? (chosen ? RadioButtonCheckedIcon : RadioButtonUncheckedIcon) : chosen ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return <Icon titleAccess={label} color={chosen ? 'primary' : 'action'} sx={{ flexShrink: 0, mt: 0.5 }} />;
}
