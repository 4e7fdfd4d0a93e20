import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingGroup } from '../../../../../domain/quiz/editorFields.ts';
import type { SpecialCharsReduction } from '../../../../../domain/quiz/types.ts';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { fieldId } from '../problems/fieldId.ts';
import { NumberField } from './NumberField.tsx';
import { SettingSwitch } from './SettingSwitch.tsx';

const SHOW_RESULT = { scoreOnly: false, review: true, neither: null } as const;
type ShowResultChoice = keyof typeof SHOW_RESULT;
const SPECIAL_CHARS: Record<SpecialCharsReduction, string> = { None: 'none', 'Space Only': 'spaceOnly', Full: 'full' };

function showResultChoice(value: boolean | null | undefined): ShowResultChoice {
  if (value === null) return 'neither';
  return value ? 'review' : 'scoreOnly';
}

interface Props {
  settings: SettingsDraft;
  onChange: SettingsChange;
  shown: ReadonlySet<SettingGroup>;
}

/** The quiz's switches, what a learner sees after submitting, and how answers are compared. */
export function ToggleSettings({ settings, onChange, shown }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const flag = (name: 'isActive' | 'isPrivate' | 'editableAnswers' | 'openForRegistered' | 'excludeFromTotal' | 'externalGrades' | 'disableCharDictionary') => (
    <SettingSwitch
      id={fieldId(name)}
      label={t(`quizEditor.toggles.${name}`)}
      hint={t(`quizEditor.toggles.${name}Hint`)}
      checked={settings[name] === true}
      onChange={(checked) => onChange({ [name]: checked })}
    />
  );
  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('quizEditor.toggles.title')}
      </Typography>
      {flag('isActive')}
      <TextField
        id={fieldId('showResult')}
        select
        label={t('quizEditor.toggles.showResult')}
        value={showResultChoice(settings.showResult)}
        onChange={(event) => onChange({ showResult: SHOW_RESULT[event.target.value as ShowResultChoice] })}
        sx={{ my: 1 }}
      >
        {(Object.keys(SHOW_RESULT) as ShowResultChoice[]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`quizEditor.toggles.showResultChoices.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {flag('isPrivate')}
      {flag('editableAnswers')}
      {flag('openForRegistered')}
      {shown.has('excludeFromTotal') && flag('excludeFromTotal')}
      {shown.has('externalGrades') && flag('externalGrades')}
      {shown.has('maxGradeExternal') && (
        <NumberField
          path="maxGradeExternal"
          label={t('quizEditor.toggles.maxGradeExternal')}
          value={settings.maxGradeExternal}
          onChange={(maxGradeExternal) => onChange({ maxGradeExternal })}
        />
      )}
      {shown.has('correction') && (
        <>
          {flag('disableCharDictionary')}
          <TextField
            id={fieldId('specialCharsReduction')}
            select
            label={t('quizEditor.toggles.specialCharsReduction')}
            helperText={t('quizEditor.toggles.specialCharsReductionHint')}
            value={settings.specialCharsReduction ?? 'Full'}
            onChange={(event) => onChange({ specialCharsReduction: event.target.value as SpecialCharsReduction })}
            sx={{ my: 1 }}
          >
            {(Object.keys(SPECIAL_CHARS) as SpecialCharsReduction[]).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`quizEditor.toggles.specialChars.${SPECIAL_CHARS[value]}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Stack>
  );
}
