import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers, Question } from '../../../../../domain/quiz/types.ts';
import { BOTTOM_BAR_VARIABLE, CHAT_BUTTON_CLEARANCE } from '../../assistant/chatScreens.ts';
import { answeredCount } from './answeredCount.ts';

export interface AnsweredFooterProps {
  /** every question of the quiz, all sections together */
  questions: readonly Question[];
  answers: Answers;
}

/** "Answered x of y", kept in view at the bottom of the quiz and announced politely as it changes. */
export function AnsweredFooter({ questions, answers }: AnsweredFooterProps) {
  const { t } = useTranslation();
  const { answered, total } = answeredCount(questions, answers);
  const bar = useBottomBar();
  return (
    <Paper
      ref={bar}
      elevation={3}
      square
      // The footer ends the screen (nothing after it, so it never rises into the
      // chat button floating above it); on narrower screens, where the button
      // is over the content, the space above the footer keeps the last buttons clear of it.
      sx={{ position: 'sticky', insetBlockEnd: 0, zIndex: 'appBar', px: 2, py: 1, mt: { xs: `${CHAT_BUTTON_CLEARANCE}px`, lg: 0 } }}
    >
      <Typography role="status" aria-live="polite" variant="body2" sx={{ textAlign: 'center' }}>
        {t('quiz.footer.answered', { answered, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (answered / total) * 100}
        aria-hidden
        sx={{ mt: 0.5 }}
      />
    </Paper>
  );
}

/** Tells the chat button the footer's height while it is shown, so the button floats above it. */
function useBottomBar() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const tell = () => root.style.setProperty(BOTTOM_BAR_VARIABLE, `${element.offsetHeight}px`);
    tell();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tell);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_VARIABLE);
    };
  }, []);
  return ref;
}
