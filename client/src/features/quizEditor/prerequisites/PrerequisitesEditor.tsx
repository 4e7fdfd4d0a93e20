import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expressionFor } from '../../../../../domain/quiz/expressionRule.ts';
import type { EditorAccount } from '../editorAccount.ts';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { SettingSwitch } from '../settings/SettingSwitch.tsx';
import { ChosenList } from './ChosenList.tsx';
import { ExpressionEditor } from './ExpressionEditor.tsx';
import { PickListDialog } from './PickListDialog.tsx';

interface Props {
  settings: SettingsDraft;
  onChange: SettingsChange;
  account: EditorAccount;
}

/**
 * Which forms must be answered first (all of them, one of them with the OR
 * switch, or as a logic expression) and which tracks the learner must be on.
 */
export function PrerequisitesEditor({ settings, onChange, account }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<'forms' | 'tracks' | null>(null);
  const forms = account.quizzes.filter((quiz) => quiz.isForm && quiz.quizId !== settings.id);
  const formName = (quizId: string) =>
    account.quizzes.find((quiz) => quiz.quizId === quizId)?.name ?? t('quizEditor.prerequisites.unknownForm');
  const prerequisites = settings.prerequisites ?? [];
  const tracks = settings.tracks ?? [];
  const useExpression = settings.useExpression === true;

  const setForms = (chosen: string[]) =>
    onChange({
      prerequisites: chosen,
      ...(settings.expression || useExpression ? { expression: expressionFor(settings.expression?.code ?? '', chosen) } : {}),
    });
  const setUseExpression = (on: boolean) =>
    onChange({ useExpression: on, ...(on ? { expression: expressionFor(settings.expression?.code ?? '', prerequisites) } : {}) });

  return (
    <Paper component="section" aria-labelledby="quiz-editor-prerequisites-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="quiz-editor-prerequisites-title" variant="h5" component="h2">
          {t('quizEditor.prerequisites.title')}
        </Typography>
        <SettingSwitch
          label={t('quizEditor.prerequisites.useExpression')}
          hint={t('quizEditor.prerequisites.useExpressionHint')}
          checked={useExpression}
          onChange={setUseExpression}
        />
        {useExpression ? (
          <ExpressionEditor settings={settings} onChange={onChange} formName={formName} />
        ) : (
          <>
            <ChosenList
              label={t('quizEditor.prerequisites.chosenForms')}
              items={prerequisites.map(formName)}
              emptyText={t('quizEditor.prerequisites.noForms')}
            />
            <SettingSwitch
              label={t('quizEditor.prerequisites.or')}
              hint={t('quizEditor.prerequisites.orHint')}
              checked={settings.prerequisitesOperationOR === true}
              onChange={(prerequisitesOperationOR) => onChange({ prerequisitesOperationOR })}
            />
          </>
        )}
        <Button variant="outlined" onClick={() => setPicking('forms')} sx={{ alignSelf: 'flex-start' }}>
          {t('quizEditor.prerequisites.pickForms')}
        </Button>
        <Typography variant="subtitle1" component="h3">
          {t('quizEditor.prerequisites.tracks')}
        </Typography>
        <ChosenList label={t('quizEditor.prerequisites.chosenTracks')} items={tracks} emptyText={t('quizEditor.prerequisites.noTracks')} />
        <Button variant="outlined" onClick={() => setPicking('tracks')} sx={{ alignSelf: 'flex-start' }}>
          {t('quizEditor.prerequisites.pickTracks')}
        </Button>
      </Stack>
      {picking === 'forms' && (
        <PickListDialog
          title={t('quizEditor.prerequisites.pickFormsTitle')}
          emptyText={t('quizEditor.prerequisites.noFormsInAccount')}
          options={forms.map((form) => ({ id: form.quizId, label: form.name }))}
          selected={prerequisites}
          onClose={() => setPicking(null)}
          onConfirm={(chosen) => {
            setForms(chosen);
            setPicking(null);
          }}
        />
      )}
      {picking === 'tracks' && (
        <PickListDialog
          title={t('quizEditor.prerequisites.pickTracksTitle')}
          emptyText={t('quizEditor.prerequisites.noTracksInAccount')}
          options={account.tracks.map((track) => ({ id: track, label: track }))}
          selected={tracks}
          onClose={() => setPicking(null)}
          onConfirm={(tracks) => {
            onChange({ tracks });
            setPicking(null);
          }}
        />
      )}
    </Paper>
  );
}
