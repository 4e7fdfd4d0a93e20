import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';
import { isSectionOnlyType } from '../../../../../domain/quiz/questionDefaults.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { NumberField } from '../settings/NumberField.tsx';
import { SettingSwitch } from '../settings/SettingSwitch.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

interface Props {
  question: QuestionDraft;
  path: string;
  onChange: (question: QuestionDraft) => void;
}

/**
 * Text, weight, clarification and whether an answer is optional. File upload
 * and info questions always weigh 0, so they have no weight field; an info
 * question is not answered, so it is never optional.
 */
export function CommonFields({ question, path, onChange }: Props) {
  const { t } = useTranslation();
  const textField = useFieldProblems(`${path}.text`, question.type === 2 ? t('quizEditor.question.textOptional') : undefined);
  return (
    <Stack spacing={2}>
      <TextField
        {...textField}
        label={t(question.type === 4 ? 'quizEditor.question.infoText' : 'quizEditor.question.text')}
        required={question.type !== 2}
        value={question.text ?? ''}
        slotProps={USER_INPUT_SLOT_PROPS}
        onChange={(event) => onChange({ ...question, text: event.target.value })}
        multiline
        minRows={2}
      />
      {!isSectionOnlyType(question.type) && (
        <NumberField
          path={`${path}.weight`}
          label={t('quizEditor.question.weight')}
          hint={t(question.type === 2 ? 'quizEditor.question.weightPerSpaceHint' : 'quizEditor.question.weightHint')}
          value={question.weight}
          onChange={(weight) => onChange({ ...question, weight })}
        />
      )}
      <TextField
        id={fieldId(`${path}.clarification`)}
        label={t('quizEditor.question.clarification')}
        value={question.clarification ?? ''}
        slotProps={USER_INPUT_SLOT_PROPS}
        onChange={(event) => onChange({ ...question, clarification: event.target.value })}
        multiline
      />
      {question.type !== 4 && (
        <SettingSwitch
          label={t('quizEditor.question.isOptionalQuestion')}
          checked={question.isOptionalQuestion === true}
          onChange={(isOptionalQuestion) => onChange({ ...question, isOptionalQuestion })}
        />
      )}
    </Stack>
  );
}
