import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownSettingGroups } from '../../../../../domain/quiz/editorFields.ts';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { ImageUploadField } from '../upload/ImageUploadField.tsx';
import { DeadlineFields } from './DeadlineFields.tsx';
import { NumberField } from './NumberField.tsx';
import { PassLinksEditor } from './PassLinksEditor.tsx';
import { ToggleSettings } from './ToggleSettings.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

/** The quiz's settings; grading settings are left out for forms and externally graded quizzes (editorFields.ts). */
export function SettingsForm({ settings, onChange }: { settings: SettingsDraft; onChange: SettingsChange }) {
  const { t } = useTranslation();
  const shown = shownSettingGroups({ isForm: settings.isForm, externalGrades: settings.externalGrades });
  const nameField = useFieldProblems('name');
  const text = (name: 'supportLink' | 'remarks') => (value: string) => onChange({ [name]: value === '' ? null : value });

  return (
    <Paper component="section" aria-labelledby="quiz-editor-settings-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography id="quiz-editor-settings-title" variant="h5" component="h2">
          {t('quizEditor.settings.title')}
        </Typography>
        <TextField
          {...nameField}
          label={t(settings.isForm ? 'quizEditor.settings.formName' : 'quizEditor.settings.name')}
          required
          value={settings.name}
          slotProps={USER_INPUT_SLOT_PROPS}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <ImageUploadField
          label={t('quizEditor.settings.banner')}
          path="banner"
          url={settings.banner}
          onChange={(banner) => onChange({ banner })}
        />
        {shown.has('passGrade') && (
          <NumberField
            path="passGrade"
            label={t('quizEditor.settings.passGrade')}
            hint={t(settings.externalGrades ? 'quizEditor.settings.passGradeHintExternal' : 'quizEditor.settings.passGradeHint')}
            required
            value={settings.passGrade}
            onChange={(passGrade) => onChange({ passGrade })}
          />
        )}
        {shown.has('fullGradeDeadline') && <DeadlineFields settings={settings} onChange={onChange} />}
        <NumberField
          path="allowedTime"
          label={t('quizEditor.settings.allowedTime')}
          hint={t('quizEditor.settings.allowedTimeHint')}
          value={settings.allowedTime}
          onChange={(allowedTime) => onChange({ allowedTime })}
        />
        {shown.has('passLinks') && <PassLinksEditor settings={settings} onChange={onChange} />}
        <TextField
          id={fieldId('supportLink')}
          label={t('quizEditor.settings.supportLink')}
          value={settings.supportLink ?? ''}
          onChange={(event) => text('supportLink')(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
        <TextField
          id={fieldId('remarks')}
          label={t('quizEditor.settings.remarks')}
          value={settings.remarks ?? ''}
          slotProps={USER_INPUT_SLOT_PROPS}
          onChange={(event) => text('remarks')(event.target.value)}
          multiline
          minRows={2}
        />
        <ToggleSettings settings={settings} onChange={onChange} shown={shown} />
      </Stack>
    </Paper>
  );
}
