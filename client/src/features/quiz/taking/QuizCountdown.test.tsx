// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { QuizCountdown } from './QuizCountdown.tsx';

startEachTestAsNewBrowser();

const serverNow = '2026-03-01T09:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(serverNow) });
});
afterEach(() => {
  vi.useRealTimers();
});

function showCountdown({ deadlineAt, onTimeUp = vi.fn() }: { deadlineAt: string | null; onTimeUp?: () => void }) {
  const rendered = renderWithProviders({
    language: 'en',
    routes: [{ path: '/', element: <QuizCountdown deadlineAt={deadlineAt} serverNow={serverNow} onTimeUp={onTimeUp} /> }],
  });
  // Texts with the values in them, in case the app's translations are not there yet; theirs win.
  rendered.i18n.addResourceBundle(
    'en',
    'translation',
    { quizTaking: { countdown: { minutesLeft: 'Minutes left: {{minutes}}', lessThanMinute: 'Less than a minute left', timeUp: 'Time is up' } } },
    true,
    false,
  );
  const t = (key: string, values?: Record<string, unknown>) => rendered.i18n.t(`quizTaking.countdown.${key}`, values);
  act(() => void rendered.i18n.changeLanguage('en')); // render again with the texts
  return { ...rendered, t };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer');

describe('the quiz countdown', () => {
  it('shows the whole minutes left, counting down once a minute', () => {
    const { t } = showCountdown({ deadlineAt: '2026-03-01T09:20:00.000Z' });
    expect(screen.getByRole('timer', { name: t('minutesLeft', { minutes: 20 }) })).toHaveProperty('textContent', t('minutesLeft', { minutes: 20 }));
    pass(30_000);
    expect(timer().getAttribute('aria-label')).toBe(t('minutesLeft', { minutes: 20 }));
    pass(30_000);
    expect(timer().getAttribute('aria-label')).toBe(t('minutesLeft', { minutes: 19 }));
  });

  it('turns to the warning colour under 5 minutes', () => {
    showCountdown({ deadlineAt: '2026-03-01T09:05:00.500Z' });
    expect(timer().className).not.toContain('MuiChip-colorWarning');
    pass(1_000);
    expect(timer().className).toContain('MuiChip-colorWarning');
  });

  it('shows mm:ss in the last minute, with "less than a minute" as its name', () => {
    const { t } = showCountdown({ deadlineAt: '2026-03-01T09:01:00.000Z' });
    pass(1_000);
    expect(screen.getByRole('timer', { name: t('lessThanMinute') }).textContent).toBe('00:59');
    pass(17_000);
    expect(timer().textContent).toBe('00:42');
  });

  it('fires onTimeUp exactly once, at zero', () => {
    const onTimeUp = vi.fn();
    const { t } = showCountdown({ deadlineAt: '2026-03-01T09:02:00.000Z', onTimeUp });
    pass(119_000);
    expect(onTimeUp).not.toHaveBeenCalled();
    pass(1_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer', { name: t('timeUp') })).toBeTruthy();
    pass(600_000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('fires onTimeUp at once for a quiz opened after its deadline', () => {
    const onTimeUp = vi.fn();
    showCountdown({ deadlineAt: '2026-03-01T08:59:00.000Z', onTimeUp });
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a quiz without a time limit', () => {
    const onTimeUp = vi.fn();
    showCountdown({ deadlineAt: null, onTimeUp });
    pass(3_600_000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onTimeUp).not.toHaveBeenCalled();
  });
});
