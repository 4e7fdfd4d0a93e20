import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizReview } from '../../../../../domain/quiz/review.ts';
import { ReviewQuestion } from './ReviewQuestion.tsx';

/** The answer review: all questions for version 0, one section at a time for versions 1 and 2. */
export function ReviewSections({ review }: { review: QuizReview }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const paged = review.version !== 0 && review.sections.length > 1;
  const section = review.sections[Math.min(index, review.sections.length - 1)];
  if (!section) return null;
  return (
    <section aria-label={t('quizReview.title')}>
      {paged && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {section.name}{' '}
          <Typography component="span" color="text.secondary">
            {t('quizTaking.sectionOf', { current: index + 1, total: review.sections.length })}
          </Typography>
        </Typography>
      )}
      <Stack spacing={2}>
        {section.questions.map((reviewed, position) => (
          <ReviewQuestion key={reviewed.question.id} reviewed={reviewed} number={position + 1} />
        ))}
      </Stack>
      {paged && (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
            {t('quizTaking.previous')}
          </Button>
          <Button onClick={() => setIndex(index + 1)} disabled={index >= review.sections.length - 1}>
            {t('quizTaking.next')}
          </Button>
        </Stack>
      )}
    </section>
  );
}
