import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { expressionFor, expressionProblems } from '../../../../../../domain/quiz/expressionRule.ts';
import { QuizPicker } from './QuizPicker.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';

/** Who may open a program or folder: prerequisite quizzes (all, or any with OR), or a logic expression; and tracks. */
export interface AccessSettings {
  prerequisites: readonly string[];
  tracks: readonly string[];
  prerequisitesOperationOR: boolean;
  useExpression: boolean;
  /** the expression's code; its quizzes are the prerequisites, lettered A, B, ... */
  expressionCode: string;
}

/** Whether the expression (in expression mode) reads over the chosen quizzes' letters. */
export function expressionValid(settings: AccessSettings): boolean {
  return (
    expressionProblems({
      useExpression: settings.useExpression,
      prerequisites: settings.prerequisites,
      expression: expressionFor(settings.expressionCode, settings.prerequisites),
    }).length === 0
  );
}

interface Props {
  value: AccessSettings;
  onChange: (value: AccessSettings) => void;
  /** folders may use a logic expression; programs use the list only */
  allowExpression?: boolean;
}

/**
 * Spec §4: expression mode hides the prerequisite list and the OR switch and
 * shows the expression builder (its own quiz list, each quiz with its letter).
 */
export function AccessFields({ value, onChange, allowExpression = false }: Props) {
  const { t } = useTranslation();
  const { quizzes, tracks } = useTreeEditor();
  const expressionMode = allowExpression && value.useExpression;
  const valid = expressionValid(value);
  return (
    <>
      {allowExpression && (
        <FormControlLabel
          control={<Switch checked={value.useExpression} onChange={(event) => onChange({ ...value, useExpression: event.target.checked })} />}
          label={t('programTree.fields.useExpression')}
        />
      )}
      {expressionMode ? (
        <>
          <QuizPicker
            label={t('programTree.fields.expressionQuizzes')}
            quizzes={quizzes}
            value={value.prerequisites}
            onChange={(prerequisites) => onChange({ ...value, prerequisites })}
            withAliases
          />
          <TextField
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            label={t('programTree.fields.expression')}
            value={value.expressionCode}
            onChange={(event) => onChange({ ...value, expressionCode: event.target.value })}
            error={!valid}
            helperText={valid ? t('programTree.fields.expressionHelp') : t('errors.invalidExpression')}
          />
        </>
      ) : (
        <>
          <QuizPicker
            label={t('programTree.fields.prerequisites')}
            quizzes={quizzes}
            value={value.prerequisites}
            onChange={(prerequisites) => onChange({ ...value, prerequisites })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={value.prerequisitesOperationOR}
                onChange={(event) => onChange({ ...value, prerequisitesOperationOR: event.target.checked })}
              />
            }
            label={t('programTree.fields.operationOR')}
          />
        </>
      )}
      <Autocomplete
        multiple
        options={tracks}
        value={value.tracks.filter((track) => tracks.includes(track))}
        onChange={(_event, next) => onChange({ ...value, tracks: next })}
        renderInput={(params) => <TextField {...params} label={t('programTree.fields.tracks')} margin="normal" />}
      />
    </>
  );
}
