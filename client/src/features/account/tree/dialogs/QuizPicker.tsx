import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { aliasFor } from '../../../../../../domain/quiz/expression.ts';
import type { AccountQuiz } from '../types.ts';

interface Props {
  label: string;
  quizzes: readonly AccountQuiz[];
  /** quiz ids; ids of quizzes the account no longer has are not shown (and dropped on change) */
  value: readonly string[];
  onChange: (quizIds: string[]) => void;
  /** show each chosen quiz with its expression letter: A, B, ... in order */
  withAliases?: boolean;
}

/** Choosing some of the account's quizzes, in order. */
export function QuizPicker({ label, quizzes, value, onChange, withAliases = false }: Props) {
  const { t } = useTranslation();
  const byId = new Map(quizzes.map((quiz) => [quiz.quizId, quiz]));
  const chosen = value.map((id) => byId.get(id)).filter((quiz): quiz is AccountQuiz => quiz !== undefined);
  return (
    <Autocomplete
      multiple
      options={quizzes}
      value={chosen}
      getOptionLabel={(quiz) => quiz.name}
      getOptionKey={(quiz) => quiz.quizId}
      isOptionEqualToValue={(option, selected) => option.quizId === selected.quizId}
      onChange={(_event, next) => onChange(next.map((quiz) => quiz.quizId))}
      renderValue={(selected, getItemProps) =>
        selected.map((quiz, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const text = withAliases ? t('programTree.fields.aliasOf', { alias: aliasFor(index), name: quiz.name }) : quiz.name;
          return <Chip key={key} size="small" label={text} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} margin="normal" />}
    />
  );
}
