import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnansweredQuestion } from '../../../../../domain/quiz/answerRules.ts';

export interface UnansweredDialogProps {
  open: boolean;
  /** unansweredRequired(content, answers), in the quiz's order */
  unanswered: readonly UnansweredQuestion[];
  /** the learner chose a line: show that section (null for version 0) and that question; the dialog stays open until onClose */
  onGoTo: (sectionIndex: number | null, questionId: string) => void;
  onClose: () => void;
}

/** Before submit: the required questions left unanswered, each a button that goes to it. */
export function UnansweredDialog({ open, unanswered, onGoTo, onClose }: UnansweredDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const rtl = useTheme().direction === 'rtl';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{t('quiz.unanswered.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={descriptionId}>{t('quiz.unanswered.intro')}</DialogContentText>
        <List>
          {unanswered.map((line) => (
            // a list holds list items (axe "list"): each line's button inside its own
            <ListItem key={line.questionId} disablePadding>
              <ListItemButton onClick={() => onGoTo(line.sectionIndex, line.questionId)}>
                <ListItemText
                  primary={
                    line.sectionName === null
                      ? t('quiz.unanswered.question', { number: line.position })
                      : t('quiz.unanswered.sectionQuestion', { section: line.sectionName, number: line.position })
                  }
                />
                {rtl ? <ChevronLeftIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quiz.unanswered.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
