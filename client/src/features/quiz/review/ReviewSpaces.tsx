import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { Answer, CompleteSpacesQuestion } from '../../../../../domain/quiz/types.ts';
import { NotAnswered } from './reviewMarks.tsx';
import { reviewedSpaces, type ReviewedPart, type SpaceVerdict } from './reviewedSpaces.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

const BORDER: Record<SpaceVerdict, string> = { correct: 'success.main', wrong: 'error.main', unjudged: 'divider' };

/**
 * Type 2: the sentence in reading order, each space holding the learner's
 * text with a named icon for right or wrong and, when wrong, what the key
 * accepts.
 */
export function ReviewSpaces({ question, answer, matchOptions }: { question: CompleteSpacesQuestion; answer: Answer | null; matchOptions?: MatchOptions }) {
  const parts = reviewedSpaces(question, answer, matchOptions);
  const answered = parts.some((part) => part.kind === 'space' && part.given.trim() !== '');
  return (
    <Stack spacing={1}>
      {!answered && <NotAnswered />}
      <Box sx={{ lineHeight: 2.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {parts.map((part, position) => (part.kind === 'text' ? <UserText key={position}>{part.text}</UserText> : <ReviewedSpace key={position} space={part} />))}
      </Box>
    </Stack>
  );
}

function ReviewedSpace({ space }: { space: Extract<ReviewedPart, { kind: 'space' }> }) {
  const { t, i18n } = useTranslation();
  const given = space.given.trim();
  const acceptedList = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(space.accepted);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 0.5,
        maxWidth: '100%',
        mx: 0.5,
        px: 0.75,
        border: 1,
        borderColor: BORDER[space.verdict],
        borderRadius: 1,
        lineHeight: 1.75,
        verticalAlign: 'middle',
      }}
    >
      <Box component="span" dir="auto" sx={{ fontWeight: 600, color: given ? undefined : 'text.secondary' }}>
        {given || t('quizReview.space.empty')}
      </Box>
      {space.verdict === 'correct' && <CheckCircleIcon fontSize="small" color="success" titleAccess={t('quizReview.space.correct')} />}
      {space.verdict === 'wrong' && (
        <>
          <CancelIcon fontSize="small" color="error" titleAccess={t('quizReview.space.wrong')} />
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('quizReview.space.accepted', { answers: acceptedList })}
          </Box>
        </>
      )}
    </Box>
  );
}
