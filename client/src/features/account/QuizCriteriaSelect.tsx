// A multi-select of the account's quizzes with a save button: the timed
// completion criteria and the certificate release criteria (both saved as
// lists of quiz ids).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSaveAccountProperty } from './activity/useSaveAccountProperty.ts';
import type { AccountProperty } from './mutations/SetAccountPropertyMutation.ts';
import type { QuizCriteriaSelect_account$key } from './__generated__/QuizCriteriaSelect_account.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';

interface Props {
  accountRef: QuizCriteriaSelect_account$key;
  property: Extract<AccountProperty, 'timedAccountCompletionCriteria' | 'certificateReleaseCriteria'>;
  /** the saved quiz ids */
  selected: readonly string[];
  label: string;
  saveLabel: string;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

export function QuizCriteriaSelect({ accountRef, property, selected, label, saveLabel }: Props) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const { quizzes } = useFragment(
    graphql`
      fragment QuizCriteriaSelect_account on Account {
        quizzes {
          quizId
          name
        }
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const names = useMemo(() => new Map(quizzes.map((quiz) => [quiz.quizId, quiz.name])), [quizzes]);
  // Ids of quizzes deleted since they were chosen are dropped.
  const saved = useMemo(() => selected.filter((id) => names.has(id)), [selected, names]);
  const [draft, setDraft] = useState<string[]>(saved);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormControl fullWidth size="small">
        <InputLabel id={labelId}>{label}</InputLabel>
        <Select
          labelId={labelId}
          multiple
          value={draft}
          onChange={(event) => setDraft(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
          input={<OutlinedInput label={label} />}
          renderValue={(ids) => new Intl.ListFormat(i18n.language, { type: 'unit' }).format(ids.map((id) => names.get(id) ?? id))}
          aria-describedby={helperId}
        >
          {quizzes.map((quiz) => (
            <MenuItem key={quiz.quizId} value={quiz.quizId}>
              <Checkbox checked={draft.includes(quiz.quizId)} tabIndex={-1} disableRipple />
              <ListItemText primary={<UserText>{quiz.name}</UserText>} />
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={helperId}>
          {quizzes.length === 0
            ? t('accountHome.quizSelect.noQuizzes')
            : t('accountHome.quizSelect.selectedCount', { count: draft.length })}
        </FormHelperText>
      </FormControl>
      <Button
        variant="contained"
        disabled={sameIds(draft, saved)}
        onClick={() => void save(property, draft)}
        sx={{ flexShrink: 0 }}
      >
        {saveLabel}
      </Button>
    </Stack>
  );
}
