import { useEffect, useMemo, useRef, useState } from 'react';
import { minutesLeft, quizClockOf, remainingMs as remainingAt, type QuizClock } from './countdown.ts';

export interface Countdown {
  /** null without a time limit; in whole minutes until the last minute, then whole seconds */
  remainingMs: number | null;
  /** whole minutes left, rounded up; null without a time limit */
  minutes: number | null;
  timeUp: boolean;
}

interface Options {
  /** called once when the time runs out (also when the quiz is opened after it) */
  onTimeUp?: () => void;
  /** this device's time when `serverNow` arrived; by default when the hook first sees it */
  receivedAt?: number;
}

/** What the screen shows changes once a minute, then once a second: only then does it re-render. */
function shownRemaining(ms: number): number {
  return ms >= 60_000 ? minutesLeft(ms) * 60_000 : Math.ceil(ms / 1000) * 1000;
}

/**
 * The time left before the server's deadline. It ticks every second (a tab
 * in the background is checked again when it comes back, its timers being
 * slowed) and fires onTimeUp exactly once per deadline.
 */
export function useCountdown(deadlineAt: string | null, serverNow: string, { onTimeUp, receivedAt }: Options = {}): Countdown {
  const clock: QuizClock | null = useMemo(
    () => quizClockOf(deadlineAt, serverNow, receivedAt ?? Date.now()),
    [deadlineAt, serverNow, receivedAt],
  );
  const [shown, setShown] = useState<number | null>(() => (clock ? shownRemaining(remainingAt(clock, Date.now())) : null));
  const onTimeUpRef = useRef(onTimeUp);
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    if (!clock) {
      setShown(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const left = remainingAt(clock, Date.now());
      setShown(shownRemaining(left));
      if (left > 0) {
        timer = setTimeout(tick, left % 1000 || 1000); // lands when the shown second changes
      } else if (firedFor.current !== clock.deadlineMs) {
        firedFor.current = clock.deadlineMs;
        onTimeUpRef.current?.();
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [clock]);

  return { remainingMs: shown, minutes: shown === null ? null : minutesLeft(shown), timeUp: shown === 0 };
}
