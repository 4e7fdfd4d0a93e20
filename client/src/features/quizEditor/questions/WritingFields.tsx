import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { SettingSwitch } from '../settings/SettingSwitch.tsx';
import type { QuestionDraftOf } from './choiceDraft.ts';
import { TextListEditor } from './TextListEditor.tsx';

interface Props {
  question: QuestionDraftOf<1>;
  path: string;
  isForm: boolean;
  onChange: (question: QuestionDraftOf<1>) => void;
}

/** Type 1: accepted answers (not in forms, which are not graded), grading by a person, a date answer, and a pattern the answer must (or must not) match. */
export function WritingFields({ question, path, isForm, onChange }: Props) {
  const { t } = useTranslation();
  const regexField = useFieldProblems(`${path}.validationRegex`, t('quizEditor.writing.regexHint'));
  const hasRegex = (question.validationRegex ?? '') !== '';
  return (
    <Stack spacing={1.5}>
      {!isForm && (
        <>
          <TextListEditor
            title={t('quizEditor.writing.acceptedAnswers')}
            hint={t('quizEditor.writing.acceptedAnswersHint')}
            path={`${path}.possibleAnswers`}
            values={question.possibleAnswers ?? []}
            onChange={(possibleAnswers) => onChange({ ...question, possibleAnswers })}
            itemLabel={(number) => t('quizEditor.writing.acceptedAnswer', { number })}
            removeLabel={(number) => t('quizEditor.writing.removeAcceptedAnswer', { number })}
            addLabel={t('quizEditor.writing.addAcceptedAnswer')}
          />
          <SettingSwitch
            label={t('quizEditor.writing.isManuallyGraded')}
            hint={t('quizEditor.writing.isManuallyGradedHint')}
            checked={question.isManuallyGraded === true}
            onChange={(isManuallyGraded) => onChange({ ...question, isManuallyGraded })}
          />
        </>
      )}
      <SettingSwitch
        label={t('quizEditor.writing.isDate')}
        checked={question.isDate === true}
        onChange={(isDate) => onChange({ ...question, isDate })}
      />
      <TextField
        {...regexField}
        label={t('quizEditor.writing.regex')}
        value={question.validationRegex ?? ''}
        onChange={(event) => onChange({ ...question, validationRegex: event.target.value })}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        size="small"
      />
      {hasRegex && (
        <>
          <SettingSwitch
            label={t('quizEditor.writing.regexContains')}
            hint={t('quizEditor.writing.regexContainsHint')}
            checked={question.regexContains !== false}
            onChange={(regexContains) => onChange({ ...question, regexContains })}
          />
          <SettingSwitch
            label={t('quizEditor.writing.regexG')}
            checked={question.regexG === true}
            onChange={(regexG) => onChange({ ...question, regexG })}
          />
        </>
      )}
    </Stack>
  );
}
