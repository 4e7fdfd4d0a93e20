// The quiz's time as the server decides it. Opening the quiz answers the
// deadline and the server's clock at that moment; the difference between the
// server's clock and this device's gives the offset, so a device whose clock
// is wrong still counts down to the server's deadline, and a reload or another
// device continues the same countdown instead of starting a new one.

export interface QuizClock {
  /** the deadline, in the server's epoch milliseconds */
  deadlineMs: number;
  /** the server's clock minus this device's */
  offsetMs: number;
}

/**
 * `receivedAt` is this device's time when the answer arrived. The network
 * delay is not subtracted: the countdown then ends a moment late, which the
 * server's grace period absorbs, never early.
 */
export function clockOffsetMs(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Null when the quiz has no time limit. */
export function quizClockOf(deadlineAt: string | null, serverNow: string, receivedAt: number): QuizClock | null {
  const deadlineMs = deadlineAt === null ? Number.NaN : Date.parse(deadlineAt);
  return Number.isFinite(deadlineMs) ? { deadlineMs, offsetMs: clockOffsetMs(serverNow, receivedAt) } : null;
}

export function remainingMs(clock: QuizClock, clientNow: number): number {
  return Math.max(0, clock.deadlineMs - (clientNow + clock.offsetMs));
}

/** Whole minutes, rounded up: 19 min 30 s is shown as 20 until the 19th minute begins. */
export function minutesLeft(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 60_000);
}

/** "mm:ss", for the last minute. */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
