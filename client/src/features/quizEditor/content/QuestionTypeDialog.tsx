import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUESTION_TYPE_DIALOG_VALUE, type QuestionTypeDialogValue } from '../../../../../domain/quiz/editorRules.ts';
import { questionTypeDialogValues } from '../../../../../domain/quiz/questionDefaults.ts';

interface Props {
  /** file upload and info are offered only inside a section */
  inSection: boolean;
  onClose: () => void;
  onChoose: (value: QuestionTypeDialogValue) => void;
}

/** The question-type dialog; rendered only while open, so it always starts on single choice. */
export function QuestionTypeDialog({ inSection, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState<QuestionTypeDialogValue>(DEFAULT_QUESTION_TYPE_DIALOG_VALUE);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('quizEditor.questionTypeDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <RadioGroup aria-labelledby={titleId} value={value} onChange={(event) => setValue(event.target.value as QuestionTypeDialogValue)}>
          {questionTypeDialogValues({ inSection }).map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`quizEditor.questionTypes.${option}`)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quizEditor.cancel')}</Button>
        <Button variant="contained" onClick={() => onChoose(value)}>
          {t('quizEditor.questionTypeDialog.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
