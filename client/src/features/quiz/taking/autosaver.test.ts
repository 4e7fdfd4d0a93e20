// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../../domain/quiz/types.ts';
import {
  appendSelection,
  createAutosaver,
  SaveRefusedError,
  type AutosaverOptions,
  type LocalCopy,
  type SaveRequest,
  type SaveResponse,
  type SaveStatus,
  type SelectionLogEntry,
} from './autosaver.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server that applies a save only above the seq it holds, answering after `latencyMs`. */
function fakeServer({ latencyMs = 100 } = {}) {
  const server = {
    seq: 0,
    answers: {} as Answers,
    log: [] as SelectionLogEntry[],
    online: true,
    /** the next save arrives and is applied, but its answer is lost on the way back */
    loseNextAnswer: false,
    refuse: null as string | null,
    inFlight: 0,
    maxInFlight: 0,
    requests: [] as { at: number; request: SaveRequest }[],
    save(request: SaveRequest): Promise<SaveResponse> {
      server.requests.push({ at: Date.now(), request: structuredClone(request) });
      server.inFlight += 1;
      server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          server.inFlight -= 1;
          if (server.refuse) return reject(new SaveRefusedError(server.refuse));
          if (!server.online) return reject(new TypeError('Failed to fetch'));
          const applied = request.seq > server.seq;
          if (applied) {
            server.seq = request.seq;
            server.answers = request.answers;
            server.log.push(...request.log);
          }
          if (server.loseNextAnswer) {
            server.loseNextAnswer = false;
            return reject(new TypeError('Failed to fetch'));
          }
          resolve({ seq: server.seq, savedAt: new Date().toISOString(), applied });
        }, latencyMs);
      });
    },
  };
  return server;
}

function start(server: ReturnType<typeof fakeServer>, options: Partial<AutosaverOptions> = {}) {
  const statuses: SaveStatus[] = [];
  const copies: LocalCopy[] = [];
  const saver = createAutosaver({
    attemptId: 'attempt-1',
    initialSeq: 0,
    initialAnswers: {},
    save: (request) => server.save(request),
    onStatus: (status) => statuses.push(status),
    keepLocally: (copy) => copies.push(structuredClone(copy)),
    ...options,
  });
  return { saver, statuses, copies, lastCopy: () => copies.at(-1) };
}

const typed = (text: string): Answers => ({ q1: { textAnswer: text } });
const selection = (questionId: string, selectedAnswer: number): SelectionLogEntry => ({
  questionId,
  at: '2026-03-01T09:00:00.000Z',
  answer: { selectedAnswer },
});
const started = Date.parse('2026-03-01T09:00:00Z');
const sentAt = (server: ReturnType<typeof fakeServer>) => server.requests.map(({ at }) => at - started);

describe('the autosaver', () => {
  it('keeps every change locally at once, before anything is sent', () => {
    const server = fakeServer();
    const { saver, lastCopy } = start(server, { initialSeq: 7 });
    saver.change(typed('a'), selection('q2', 1));
    expect(lastCopy()).toEqual({ answers: typed('a'), seq: 7, pendingLog: [selection('q2', 1)] });
    expect(server.requests).toHaveLength(0);
    saver.dispose();
  });

  it('saves one second after the learner pauses', async () => {
    const server = fakeServer();
    const { saver } = start(server);
    saver.change(typed('a'));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(1);
    saver.dispose();
  });

  it('under continuous typing, saves at the latest 2 s after the first unsaved change', async () => {
    const server = fakeServer();
    const { saver } = start(server);
    let text = '';
    for (let tick = 0; tick < 20; tick += 1) {
      text += 'x';
      saver.change(typed(text));
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(300);
    // Changes at 0, 300, … 5700 ms: each save starts 2 s after the first change it is the first to carry.
    expect(sentAt(server)).toEqual([2000, 4100, 6200]);
    saver.dispose();
  });

  it('sends one request at a time, in order, each seq one above the last, the last holding the latest answers', async () => {
    const server = fakeServer({ latencyMs: 1700 });
    const { saver } = start(server, { initialSeq: 4 });
    let text = '';
    for (let tick = 0; tick < 40; tick += 1) {
      text += 'x';
      saver.change(typed(text));
      await vi.advanceTimersByTimeAsync(250);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    const seqs = server.requests.map(({ request }) => request.seq);
    expect(server.maxInFlight).toBe(1);
    expect(seqs).toEqual(seqs.map((_, index) => 5 + index));
    expect(server.requests.at(-1)?.request.answers).toEqual(typed(text));
    expect(server.answers).toEqual(typed(text));
    expect(saver.status).toBe('saved');
    saver.dispose();
  });

  it('shows saving until the server holds the answers, then saved', async () => {
    const server = fakeServer();
    const { saver, statuses } = start(server);
    saver.change(typed('a'));
    expect(saver.status).toBe('saving');
    await vi.advanceTimersByTimeAsync(1100);
    expect(statuses).toEqual(['saving', 'saved']);
    saver.dispose();
  });

  it('retries while offline after 1, 2, 4 … s, at most 30 s apart, then recovers', async () => {
    const server = fakeServer({ latencyMs: 10 }); // each try fails 10 ms after it is sent
    server.online = false;
    const { saver, statuses } = start(server);
    saver.change(typed('a'));
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 4000 + 8000 + 16_000 + 30_000 + 30_000 + 8 * 10);
    expect(saver.status).toBe('offline');
    const at = sentAt(server);
    const delays = at.slice(1).map((time, index) => time - at[index] - 10);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    // A retry sends the same save again: if an earlier try arrived, the server ignores it.
    expect(new Set(server.requests.map(({ request }) => request.seq))).toEqual(new Set([1]));

    server.online = true;
    await vi.advanceTimersByTimeAsync(30_000 + 100);
    expect(server.answers).toEqual(typed('a'));
    expect(statuses).toEqual(['saving', 'offline', 'saved']);
    saver.dispose();
  });

  it('retries at once when the browser is back online', async () => {
    const server = fakeServer({ latencyMs: 0 });
    server.online = false;
    const { saver } = start(server);
    saver.change(typed('a'));
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 100);
    expect(server.requests).toHaveLength(3);

    server.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(4);
    expect(saver.status).toBe('saved');
    saver.dispose();
  });

  it('after a retry whose first try did arrive, counts the save as done and logs each selection once', async () => {
    const server = fakeServer();
    server.loseNextAnswer = true;
    const { saver, lastCopy } = start(server);
    saver.change({ q1: { selectedAnswer: 2 } }, selection('q1', 2));
    await vi.advanceTimersByTimeAsync(1100 + 1100);
    expect(server.requests.map(({ request }) => request.seq)).toEqual([1, 1]);
    expect(server.log).toEqual([selection('q1', 2)]);
    expect(saver.status).toBe('saved');
    expect(lastCopy()).toMatchObject({ seq: 1, pendingLog: [] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests).toHaveLength(2);
    saver.dispose();
  });

  it('when another device saved above its seq, sends its answers and selections again above that one', async () => {
    const server = fakeServer();
    server.seq = 9; // the other device's last save
    const { saver, lastCopy } = start(server, { initialSeq: 3 });
    saver.change({ q1: { selectedAnswer: 1 } }, selection('q1', 1));
    await vi.advanceTimersByTimeAsync(1100 + 1100);
    expect(server.requests.map(({ request }) => request.seq)).toEqual([4, 10]);
    expect(server.answers).toEqual({ q1: { selectedAnswer: 1 } });
    expect(server.log).toEqual([selection('q1', 1)]);
    expect(lastCopy()).toMatchObject({ seq: 10, pendingLog: [] });
    saver.dispose();
  });

  it('keeps the selections in the local copy until the server acknowledges them', async () => {
    const server = fakeServer({ latencyMs: 500 });
    const { saver, lastCopy } = start(server);
    saver.change({ q1: { selectedAnswer: 1 } }, selection('q1', 1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastCopy()).toMatchObject({ seq: 1, pendingLog: [selection('q1', 1)] });
    await vi.advanceTimersByTimeAsync(500);
    expect(lastCopy()).toMatchObject({ seq: 1, pendingLog: [] });
    saver.dispose();
  });

  it('sends at most 500 selections per save, the rest at once in the following ones', async () => {
    const server = fakeServer();
    const initialLog = Array.from({ length: 1200 }, (_, index) => selection(`q${index}`, 1));
    const { saver } = start(server, { initialLog });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.requests.map(({ request }) => request.log.length)).toEqual([500, 500, 200]);
    expect(server.log).toEqual(initialLog);
    saver.dispose();
  });

  it('saves answers restored from this browser that the server may not hold', async () => {
    const server = fakeServer();
    const { saver } = start(server, { initialSeq: 2, initialAnswers: typed('offline'), initialUnsaved: true });
    expect(saver.status).toBe('saving');
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.requests.map(({ request }) => request)).toEqual([{ attemptId: 'attempt-1', seq: 3, answers: typed('offline'), log: [] }]);
    saver.dispose();
  });

  it('stops at a refusal (the time is over): status error, no retry, changes still kept locally', async () => {
    const server = fakeServer();
    server.refuse = 'quizTimeExpired';
    const { saver, lastCopy } = start(server);
    saver.change(typed('a'));
    await vi.advanceTimersByTimeAsync(1100);
    expect(saver.status).toBe('error');
    saver.change(typed('ab'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
    expect(lastCopy()?.answers).toEqual(typed('ab'));
    await expect(saver.flush()).rejects.toMatchObject({ code: 'quizTimeExpired' });
    saver.dispose();
  });

  it('flush sends at once and settles only when the server holds the latest answers', async () => {
    const server = fakeServer({ latencyMs: 300 });
    const { saver } = start(server);
    saver.change(typed('a'));
    await vi.advanceTimersByTimeAsync(1000);
    saver.change(typed('ab')); // while the first save is on its way
    let flushed = false;
    void saver.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(flushed).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // the first save is answered; the second leaves at once
    expect(sentAt(server)).toEqual([1000, 1300]);
    expect(flushed).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(flushed).toBe(true);
    expect(server.answers).toEqual(typed('ab'));
    saver.dispose();
  });

  it('flush waits through the offline time and settles once the server has everything', async () => {
    const server = fakeServer({ latencyMs: 0 });
    server.online = false;
    const { saver } = start(server);
    saver.change(typed('a'));
    const flushed = vi.fn();
    void saver.flush().then(flushed);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flushed).not.toHaveBeenCalled();
    server.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toHaveBeenCalled();
    saver.dispose();
  });

  it('flush with nothing to save settles at once', async () => {
    const { saver } = start(fakeServer());
    await expect(saver.flush()).resolves.toBeUndefined();
    saver.dispose();
  });

  it('saves at once when the page is hidden or left', async () => {
    const server = fakeServer();
    const { saver } = start(server);
    saver.change(typed('a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(server.requests).toHaveLength(1);
    saver.dispose();
  });

  it('sends nothing once disposed', async () => {
    const server = fakeServer();
    const { saver } = start(server);
    saver.change(typed('a'));
    saver.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(server.requests).toHaveLength(0);
  });
});

describe('the log of selected answers', () => {
  const at = '2026-03-01T09:00:00.000Z';
  it.each<[string, SelectionLogEntry[], SelectionLogEntry, SelectionLogEntry[]]>([
    [
      'keeps every choice',
      [{ questionId: 'q1', at, answer: { selectedAnswer: 1 } }],
      { questionId: 'q1', at, answer: { selectedAnswer: 2 } },
      [
        { questionId: 'q1', at, answer: { selectedAnswer: 1 } },
        { questionId: 'q1', at, answer: { selectedAnswer: 2 } },
      ],
    ],
    [
      'keeps the last of consecutive text edits of one question',
      [{ questionId: 'q1', at, answer: { textAnswer: 'ab' } }],
      { questionId: 'q1', at, answer: { textAnswer: 'abc' } },
      [{ questionId: 'q1', at, answer: { textAnswer: 'abc' } }],
    ],
    [
      'keeps text edits of different questions',
      [{ questionId: 'q1', at, answer: { spaces: ['a'] } }],
      { questionId: 'q2', at, answer: { spaces: ['b'] } },
      [
        { questionId: 'q1', at, answer: { spaces: ['a'] } },
        { questionId: 'q2', at, answer: { spaces: ['b'] } },
      ],
    ],
  ])('%s', (_rule, log, entry, expected) => {
    expect(appendSelection(log, entry)).toEqual(expected);
  });
});
