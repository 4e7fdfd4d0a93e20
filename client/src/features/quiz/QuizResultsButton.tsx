import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { quizAnswerPath } from './quizPaths.ts';

/** The get-results action of a quiz row or card; its icon shows whether the learner has an answer. */
export function QuizResultsButton({ quizId, quizName, hasAnswer, isForm }: { quizId: string; quizName: string; hasAnswer: boolean; isForm: boolean }) {
  const { t } = useTranslation();
  const label = t(hasAnswer ? 'quizResult.resultsOf' : 'quizResult.noResultsOf', { name: quizName });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={quizAnswerPath({ quizId, isForm })} aria-label={label} color={hasAnswer ? 'success' : 'default'}>
        {hasAnswer ? <AssignmentTurnedInIcon /> : <AssignmentOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
