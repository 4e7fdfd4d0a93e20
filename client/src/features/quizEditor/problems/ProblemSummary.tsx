import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { QuizProblem } from '../../../../../domain/quiz/document.ts';
import { focusField } from './fieldId.ts';
import { problemLocation } from './problemLocation.ts';
import { problemMessage } from './problemMessage.ts';

interface Props {
  problems: readonly QuizProblem[];
  externalGrades: boolean;
}

/** Why the quiz cannot be saved yet: every problem, each a button to its field. */
export function ProblemSummary({ problems, externalGrades }: Props) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label={t('quizEditor.summary.title')}>
      <AlertTitle component="h2">{t('quizEditor.summary.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {problems.map((problem, index) => (
          <li key={`${problem.path}:${problem.code}:${index}`}>
            <Link component="button" type="button" onClick={() => focusField(problem.path)} sx={{ textAlign: 'start' }}>
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
