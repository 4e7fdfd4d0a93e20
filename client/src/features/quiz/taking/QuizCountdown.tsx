import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatMinutesSeconds } from './countdown.ts';
import { useCountdown } from './useCountdown.ts';

/** From the moment "5 minutes" is shown (under 5 minutes, rounded up), the counter is in the warning colour. */
export const WARNING_FROM_MS = 5 * 60_000;

interface Props {
  /** null: the quiz has no time limit, nothing is shown */
  deadlineAt: string | null;
  serverNow: string;
  /** this device's time when serverNow arrived */
  receivedAt?: number;
  onTimeUp: () => void;
}

/**
 * The minutes left before the server's deadline; in the last minute, mm:ss.
 * It owns the countdown so that only it re-renders as the time runs.
 */
export function QuizCountdown({ deadlineAt, serverNow, receivedAt, onTimeUp }: Props) {
  const { t } = useTranslation();
  const { remainingMs, minutes } = useCountdown(deadlineAt, serverNow, { onTimeUp, receivedAt });
  if (remainingMs === null || minutes === null) return null;

  let label: string;
  let shown: string;
  if (remainingMs === 0) {
    label = shown = t('quizTaking.countdown.timeUp');
  } else if (remainingMs < 60_000) {
    label = t('quizTaking.countdown.lessThanMinute');
    shown = formatMinutesSeconds(remainingMs);
  } else {
    label = shown = t('quizTaking.countdown.minutesLeft', { minutes });
  }
  const color = remainingMs === 0 ? 'error' : remainingMs <= WARNING_FROM_MS ? 'warning' : 'default';

  return (
    <Chip
      role="timer"
      aria-label={label}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      icon={<TimerOutlinedIcon aria-hidden />}
      label={<span dir={remainingMs > 0 && remainingMs < 60_000 ? 'ltr' : undefined}>{shown}</span>}
    />
  );
}
