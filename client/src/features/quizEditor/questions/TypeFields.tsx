import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';
import { SettingSwitch } from '../settings/SettingSwitch.tsx';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { SpacesEditor } from './SpacesEditor.tsx';
import { WritingFields } from './WritingFields.tsx';

interface Props {
  question: QuestionDraft;
  path: string;
  isForm: boolean;
  onChange: (question: QuestionDraft) => void;
}

/** The fields of the question's own type (0 to 8). */
export function TypeFields({ question, path, isForm, onChange }: Props) {
  const { t } = useTranslation();
  switch (question.type) {
    case 0:
    case 5:
    case 7:
      return <ChoicesEditor question={question} path={path} isForm={isForm} onChange={onChange} />;
    case 1:
      return <WritingFields question={question} path={path} isForm={isForm} onChange={onChange} />;
    case 2:
      return <SpacesEditor question={question} path={path} onChange={onChange} />;
    case 3:
      return <Typography color="text.secondary">{t('quizEditor.typeNotes.fileUpload')}</Typography>;
    case 4:
      return <Typography color="text.secondary">{t('quizEditor.typeNotes.info')}</Typography>;
    case 6:
      return (
        <>
          <SettingSwitch
            label={t('quizEditor.checkbox.isOriginalCheckbox')}
            hint={t('quizEditor.checkbox.isOriginalCheckboxHint')}
            checked={question.isOriginalCheckbox === true}
            onChange={(isOriginalCheckbox) => onChange({ ...question, isOriginalCheckbox })}
          />
          {question.isOriginalCheckbox !== true && <ChoicesEditor question={question} path={path} isForm={isForm} onChange={onChange} />}
        </>
      );
    case 8:
      return (
        <SettingSwitch
          label={t('quizEditor.countryRegion.showRegion')}
          checked={question.showRegion === true}
          onChange={(showRegion) => onChange({ ...question, showRegion })}
        />
      );
  }
}
