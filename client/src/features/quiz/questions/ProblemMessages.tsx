import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerProblem } from '../../../../../domain/quiz/answerRules.ts';

interface Props {
  id: string;
  problems: readonly AnswerProblem[];
}

/** The answer's problems in words; a space's message has its own id (`${id}-${spaceIndex}`) for its field. */
export function ProblemMessages({ id, problems }: Props) {
  const { t } = useTranslation();
  return (
    <Box id={id}>
      {problems.map((problem, index) => (
        <Typography
          key={index}
          id={problem.spaceIndex === undefined ? undefined : `${id}-${problem.spaceIndex}`}
          variant="body2"
          color="error"
        >
          {problem.spaceIndex === undefined
            ? t(`quiz.problems.${problem.code}`)
            : t(`quiz.problems.space.${problem.code}`, { number: problem.spaceIndex + 1 })}
        </Typography>
      ))}
    </Box>
  );
}
