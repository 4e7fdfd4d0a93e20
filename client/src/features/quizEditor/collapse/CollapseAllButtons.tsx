import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCollapsedQuestions } from './CollapsedQuestions.tsx';

/** Folds every question to its summary line, or opens them all again. */
export function CollapseAllButtons() {
  const { t } = useTranslation();
  const { collapsedCount, collapseAll, expandAll, questionCount } = useCollapsedQuestions();
  if (questionCount === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<UnfoldLessIcon aria-hidden />} onClick={collapseAll} disabled={collapsedCount === questionCount}>
        {t('quizEditor.question.collapseAll')}
      </Button>
      <Button startIcon={<UnfoldMoreIcon aria-hidden />} onClick={expandAll} disabled={collapsedCount === 0}>
        {t('quizEditor.question.expandAll')}
      </Button>
    </Stack>
  );
}
