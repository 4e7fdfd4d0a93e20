import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { expressionFor } from '../../../../../domain/quiz/expressionRule.ts';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { ChosenList } from './ChosenList.tsx';

interface Props {
  settings: SettingsDraft;
  onChange: SettingsChange;
  formName: (quizId: string) => string;
}

/** The logic expression over the chosen forms, each named by its alias (A, B, ...). */
export function ExpressionEditor({ settings, onChange, formName }: Props) {
  const { t } = useTranslation();
  const prerequisites = settings.prerequisites ?? [];
  const parameters = expressionFor(settings.expression?.code ?? '', prerequisites).parameters;
  const field = useFieldProblems('expression.code', t('quizEditor.prerequisites.expressionHint'));
  return (
    <Stack spacing={1.5}>
      <ChosenList
        label={t('quizEditor.prerequisites.aliases')}
        items={parameters.map(({ id, alias }) => t('quizEditor.prerequisites.alias', { alias, name: formName(id) }))}
        emptyText={t('quizEditor.prerequisites.noFormsForExpression')}
      />
      <TextField
        {...field}
        label={t('quizEditor.prerequisites.expression')}
        value={settings.expression?.code ?? ''}
        onChange={(event) => onChange({ expression: expressionFor(event.target.value, prerequisites) })}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
      />
    </Stack>
  );
}
