import DeleteIcon from '@mui/icons-material/Delete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

export type ChoiceMark =
  | { kind: 'single'; checked: boolean; set: () => void }
  | { kind: 'multiple'; checked: boolean; set: (on: boolean) => void };

interface Props {
  path: string;
  /** the radio group's name: the single-choice radios of one question move together with the arrow keys */
  group: string;
  number: number;
  value: string;
  onChange: (text: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onRemove: () => void;
  mark: ChoiceMark | null;
  link: { value: string; set: (link: string) => void } | null;
}

export function ChoiceRow({ path, group, number, value, onChange, onBlur, onRemove, mark, link }: Props) {
  const { t } = useTranslation();
  const field = useFieldProblems(path);
  const markLabel = t('quizEditor.choices.correctFor', { number });
  return (
    <Stack spacing={1} sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...field}
          label={t('quizEditor.choices.choice', { number })}
          value={value}
          slotProps={USER_INPUT_SLOT_PROPS}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          size="small"
          fullWidth
        />
        <IconButton onClick={onRemove} aria-label={t('quizEditor.choices.remove', { number })}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      {mark?.kind === 'single' && (
        <FormControlLabel
          control={<Radio name={group} checked={mark.checked} onChange={() => mark.set()} slotProps={{ input: { 'aria-label': markLabel } }} />}
          label={t('quizEditor.choices.correct')}
        />
      )}
      {mark?.kind === 'multiple' && (
        <FormControlLabel
          control={
            <Checkbox checked={mark.checked} onChange={(event) => mark.set(event.target.checked)} slotProps={{ input: { 'aria-label': markLabel } }} />
          }
          label={t('quizEditor.choices.correct')}
        />
      )}
      {link && (
        <TextField
          label={t('quizEditor.choices.courseLink', { number })}
          helperText={t('quizEditor.choices.courseLinkHint')}
          value={link.value}
          onChange={(event) => link.set(event.target.value)}
          size="small"
        />
      )}
    </Stack>
  );
}
