import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, WritingQuestion } from '../../../../../domain/quiz/types.ts';
import { NotAnswered } from './reviewMarks.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

const WRITTEN_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Type 1: what the learner wrote and the answers the key accepts (dates as the author wrote them). */
export function ReviewWriting({ question, answer }: { question: WritingQuestion; answer: Answer | null }) {
  const { t } = useTranslation();
  const acceptedId = useId();
  const written = answer?.textAnswer?.trim() ? answer.textAnswer : null;
  const accepted = (question.possibleAnswers ?? []).filter((text) => text.trim() !== '');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="subtitle2" component="p">
          {t('quizReview.writing.yourAnswer')}
        </Typography>
        {written === null ? (
          <NotAnswered />
        ) : (
          <Typography dir="auto" sx={WRITTEN_SX}>
            <UserText>{written}</UserText>
          </Typography>
        )}
      </Box>
      {accepted.length > 0 && (
        <Box>
          <Typography id={acceptedId} variant="subtitle2" component="p">
            {t('quizReview.writing.acceptedAnswers')}
          </Typography>
          <Box component="ul" aria-labelledby={acceptedId} sx={{ m: 0, ps: 3 }}>
            {accepted.map((text, index) => (
              <Typography component="li" key={index} dir="auto" sx={WRITTEN_SX}>
                <UserText>{text}</UserText>
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
