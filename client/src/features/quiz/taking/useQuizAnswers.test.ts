// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizContent } from '../../../../../domain/quiz/types.ts';
import type { SaveRequest, SaveResponse } from './autosaver.ts';
import { readDraft, structureOf, writeDraft, type QuizDraft } from './draftStore.ts';
import { useQuizAnswers, type OpenedAttempt } from './useQuizAnswers.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const v2: QuizContent = {
  version: 2,
  sections: [{ id: 's1', name: 'One', questions: [{ id: 'q1', type: 0, choices: ['a', 'b'] }, { id: 'q2', type: 1 }] }],
};
const v1: QuizContent = { version: 1, sections: v2.sections };

function attempt(overrides: Partial<OpenedAttempt> = {}): OpenedAttempt {
  return {
    id: 'attempt-1',
    startedAt: '2026-03-01T08:50:00.000Z',
    deadlineAt: null,
    // The server's clock is 10 s ahead of this device's.
    serverNow: '2026-03-01T09:00:10.000Z',
    draftSeq: 2,
    draftAnswers: { q2: { textAnswer: 'from the server' } },
    ...overrides,
  };
}

function draft(overrides: Partial<QuizDraft> = {}): QuizDraft {
  return {
    email: 'sara@example.com',
    quizId: 'quiz-1',
    attemptId: 'attempt-1',
    structure: structureOf(v2),
    answers: { q2: { textAnswer: 'typed here' } },
    seq: 2,
    pendingLog: [],
    updatedAt: '2026-03-01T08:59:00.000Z',
    ...overrides,
  };
}

function open({ content = v2, opened = attempt(), email = 'sara@example.com' } = {}) {
  const requests: SaveRequest[] = [];
  const save = vi.fn(async (request: SaveRequest): Promise<SaveResponse> => {
    requests.push(request);
    return { seq: request.seq, savedAt: new Date().toISOString(), applied: true };
  });
  const hook = renderHook(() => useQuizAnswers({ org: 'acme', email, quizId: 'quiz-1', content, attempt: opened, save }));
  return { ...hook, requests };
}

describe('the answers of the quiz screen', () => {
  it("come from the server's copy on a browser without a draft", () => {
    const { result } = open();
    expect(result.current.answers).toEqual({ q2: { textAnswer: 'from the server' } });
    expect(result.current.status).toBe('saved');
  });

  it("come from this browser's draft first, and are saved when the server lacks them", async () => {
    writeDraft('acme', draft());
    const { result, requests } = open();
    expect(result.current.answers).toEqual({ q2: { textAnswer: 'typed here' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(requests).toEqual([{ attemptId: 'attempt-1', seq: 3, answers: { q2: { textAnswer: 'typed here' } }, log: [] }]);
  });

  it("a different e-mail does not see the previous learner's draft, and clears it", () => {
    writeDraft('acme', draft());
    const { result } = open({ email: 'omar@example.com' });
    expect(result.current.answers).toEqual({ q2: { textAnswer: 'from the server' } });
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
  });

  it('each change is in the draft at once, with its selection logged at the server’s time (version 2)', async () => {
    const { result, requests } = open();
    act(() => result.current.setAnswer('q1', { selectedAnswer: 2 }));
    const selection = { questionId: 'q1', at: '2026-03-01T09:00:10.000Z', answer: { selectedAnswer: 2 } };
    expect(result.current.answers).toEqual({ q1: { selectedAnswer: 2 }, q2: { textAnswer: 'from the server' } });
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toMatchObject({ answers: result.current.answers, seq: 2, pendingLog: [selection] });
    expect(result.current.status).toBe('saving');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(requests).toEqual([{ attemptId: 'attempt-1', seq: 3, answers: result.current.answers, log: [selection] }]);
    expect(result.current.status).toBe('saved');
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toMatchObject({ seq: 3, pendingLog: [] });
  });

  it('logs no selections for a version-1 quiz', async () => {
    const { result, requests } = open({ content: v1 });
    act(() => result.current.setAnswer('q1', { selectedAnswer: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(requests.map((request) => request.log)).toEqual([[]]);
  });

  it('flush saves at once; finish clears the draft and stops saving', async () => {
    const { result, requests } = open();
    act(() => result.current.setAnswer('q2', { textAnswer: 'final' }));
    await act(() => result.current.flush());
    expect(requests).toHaveLength(1);
    act(() => result.current.finish());
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
    act(() => result.current.setAnswer('q2', { textAnswer: 'after submit' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requests).toHaveLength(1);
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
  });
});
