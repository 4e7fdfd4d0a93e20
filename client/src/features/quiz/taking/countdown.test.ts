import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatMinutesSeconds, minutesLeft, quizClockOf, remainingMs } from './countdown.ts';

const serverNow = '2026-03-01T09:00:00.000Z';
const deadlineAt = '2026-03-01T09:20:00.000Z';
const serverMs = Date.parse(serverNow);

describe('the time left, as the server decides it', () => {
  it.each([
    ['a device whose clock is right', serverMs],
    ['a device whose clock is 7 minutes fast', serverMs + 7 * 60_000],
    ['a device whose clock is an hour slow', serverMs - 3_600_000],
  ])('%s counts down the same 20 minutes', (_case, receivedAt) => {
    const clock = quizClockOf(deadlineAt, serverNow, receivedAt);
    expect(clock && remainingMs(clock, receivedAt)).toBe(20 * 60_000);
    expect(clock && remainingMs(clock, receivedAt + 5 * 60_000)).toBe(15 * 60_000);
  });

  it('a reload later in the attempt continues from the same deadline', () => {
    const reloaded = quizClockOf(deadlineAt, '2026-03-01T09:12:30.000Z', 1_000);
    expect(reloaded && remainingMs(reloaded, 1_000)).toBe(7.5 * 60_000);
  });

  it('is never below zero', () => {
    const clock = quizClockOf(deadlineAt, serverNow, serverMs);
    expect(clock && remainingMs(clock, serverMs + 3_600_000)).toBe(0);
  });

  it.each([
    ['no time limit', null],
    ['an unreadable deadline', 'soon'],
  ])('there is no clock with %s', (_case, deadline) => {
    expect(quizClockOf(deadline, serverNow, serverMs)).toBeNull();
  });

  it('trusts this device when the server time is unreadable', () => {
    expect(clockOffsetMs('', 1_000)).toBe(0);
    expect(clockOffsetMs(serverNow, serverMs - 500)).toBe(500);
  });
});

describe('showing the time left', () => {
  it.each([
    [20 * 60_000, 20],
    [19 * 60_000 + 30_000, 20],
    [19 * 60_000, 19],
    [60_000, 1],
    [59_000, 1],
    [1, 1],
    [0, 0],
  ])('%i ms are %i whole minutes (rounded up)', (ms, minutes) => {
    expect(minutesLeft(ms)).toBe(minutes);
  });

  it.each([
    [59_000, '00:59'],
    [8_200, '00:09'],
    [60_000, '01:00'],
    [0, '00:00'],
  ])('%i ms read %s', (ms, text) => {
    expect(formatMinutesSeconds(ms)).toBe(text);
  });
});
