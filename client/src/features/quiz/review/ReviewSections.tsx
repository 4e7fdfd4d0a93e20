import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { QuizReview, ReviewedQuestion } from '../../../../../domain/quiz/review.ts';
import { ReviewQuestion } from './ReviewQuestion.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface ReviewSectionsProps {
  review: QuizReview;
  /** the quiz's matching settings, handed to each question (see ReviewQuestion) */
  matchOptions?: MatchOptions;
}

/**
 * The answer review: every question for version 0; for versions 1 and 2 one
 * section at a time, as the quiz screen showed it, with its numbers from 1.
 */
export function ReviewSections({ review, matchOptions }: ReviewSectionsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('quizReview.title')}
      </Typography>
      {review.version === 0 ? (
        <QuestionList questions={review.sections.flatMap((section) => section.questions)} matchOptions={matchOptions} />
      ) : (
        <SectionPager review={review} matchOptions={matchOptions} />
      )}
    </Box>
  );
}

function QuestionList({ questions, matchOptions }: { questions: readonly ReviewedQuestion[]; matchOptions?: MatchOptions }) {
  return (
    <Stack spacing={2}>
      {questions.map((reviewed, index) => (
        <ReviewQuestion key={reviewed.question.id} reviewed={reviewed} number={index + 1} matchOptions={matchOptions} />
      ))}
    </Stack>
  );
}

function SectionPager({ review, matchOptions }: ReviewSectionsProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const total = review.sections.length;
  const current = Math.min(index, total - 1);
  const section = review.sections[current];

  // After Previous or Next, the new section's heading takes the focus (and
  // scrolls into view), so the keyboard and a screen reader start at its top.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [current]);

  if (!section) return null;
  const position = t('quizReview.sections.position', { current: current + 1, total });
  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
          <UserText>{section.name.trim() || position}</UserText>
        </Typography>
        {section.name.trim() !== '' && total > 1 && <Typography color="text.secondary">{position}</Typography>}
      </Box>
      <QuestionList key={section.id || current} questions={section.questions} matchOptions={matchOptions} />
      {total > 1 && (
        <Stack component="nav" aria-label={t('quizReview.sections.label')} direction="row" useFlexGap sx={{ mt: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={() => goTo(current - 1)} disabled={current === 0}>
            {t('quizReview.sections.previous')}
          </Button>
          <Button variant="outlined" onClick={() => goTo(current + 1)} disabled={current >= total - 1}>
            {t('quizReview.sections.next')}
          </Button>
        </Stack>
      )}
    </>
  );
}
