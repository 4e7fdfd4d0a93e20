import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { NumberField } from './NumberField.tsx';

/**
 * The full-grade deadline: a date (typed YYYY-MM-DD: a native date field
 * follows the browser's language, not the page's, and showed an Arabic page
 * mm/dd/yyyy), an optional 24-hour time (typed HH:mm so it reads the same in
 * every browser language) and the points taken off a later submission.
 */
export function DeadlineFields({ settings, onChange }: { settings: SettingsDraft; onChange: SettingsChange }) {
  const { t } = useTranslation();
  const headingId = useId();
  const deadline = settings.fullGradeDeadline ?? null;
  const dateField = useFieldProblems('fullGradeDeadline.date', t('quizEditor.settings.deadlineDateHint'));
  const timeField = useFieldProblems('fullGradeDeadline.time', t('quizEditor.settings.deadlineTimeHint'));

  const setDate = (date: string) =>
    onChange({ fullGradeDeadline: date === '' ? null : { date, ...(deadline?.time ? { time: deadline.time } : {}) } });
  const setTime = (time: string) => {
    if (!deadline) return;
    onChange({ fullGradeDeadline: time === '' ? { date: deadline.date } : { date: deadline.date, time } });
  };

  return (
    <Stack spacing={2} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('quizEditor.settings.deadline')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...dateField}
          label={t('quizEditor.settings.deadlineDate')}
          placeholder="YYYY-MM-DD"
          value={deadline?.date ?? ''}
          onChange={(event) => setDate(event.target.value.trim())}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 10 } }}
          fullWidth
        />
        <TextField
          {...timeField}
          label={t('quizEditor.settings.deadlineTime')}
          placeholder="HH:mm"
          value={deadline?.time ?? ''}
          onChange={(event) => setTime(event.target.value)}
          disabled={!deadline}
          // The hint explains the field while it waits for a date: readable, not greyed out (axe color-contrast).
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 5 }, formHelperText: { disabled: false } }}
          fullWidth
        />
      </Stack>
      <NumberField
        path="gradeReduction"
        label={t('quizEditor.settings.gradeReduction')}
        hint={t('quizEditor.settings.gradeReductionHint')}
        value={settings.gradeReduction}
        onChange={(gradeReduction) => onChange({ gradeReduction })}
      />
    </Stack>
  );
}
