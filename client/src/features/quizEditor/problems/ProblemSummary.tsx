import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { QuizProblem } from '../../../../../domain/quiz/document.ts';
import { useCollapsedQuestions } from '../collapse/CollapsedQuestions.tsx';
import { focusField } from './fieldId.ts';
import { problemLocation } from './problemLocation.ts';
import { problemMessage } from './problemMessage.ts';

interface Props {
  problems: readonly QuizProblem[];
  externalGrades: boolean;
}

/** Why the quiz cannot be saved yet: every problem, each a button to its field (opening its question if folded). */
export function ProblemSummary({ problems, externalGrades }: Props) {
  const { t } = useTranslation();
  const { expandAt } = useCollapsedQuestions();
  if (problems.length === 0) return null;
  // A folded question opens first, so the field is there to take the focus.
  const goTo = (path: string) => {
    flushSync(() => expandAt(path));
    focusField(path);
  };
  return (
    <Alert severity="warning" role="region" aria-label={t('quizEditor.summary.title')}>
      <AlertTitle component="h2">{t('quizEditor.summary.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {problems.map((problem, index) => (
          <li key={`${problem.path}:${problem.code}:${index}`}>
            <Link component="button" type="button" onClick={() => goTo(problem.path)} sx={{ textAlign: 'start' }}>
              {t('quizEditor.summary.item', {
                location: problemLocation(t, problem.path),
                message: problemMessage(t, problem, { externalGrades }),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
