// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizContent } from '../../../../../domain/quiz/types.ts';
import { clearDraft, clearDraftsOfOtherLearners, readDraft, structureOf, writeDraft, type QuizDraft } from './draftStore.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function draft(overrides: Partial<QuizDraft> = {}): QuizDraft {
  return {
    email: 'sara@example.com',
    quizId: 'quiz-1',
    attemptId: 'attempt-1',
    structure: { version: 2, sections: [{ id: 's1', questionIds: ['q1', 'q2'] }] },
    answers: { q1: { selectedAnswer: 2 } },
    seq: 3,
    pendingLog: [{ questionId: 'q1', at: '2026-01-01T10:00:00.000Z', answer: { selectedAnswer: 2 } }],
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the local quiz draft', () => {
  it('is read back by the same learner, organisation and quiz', () => {
    writeDraft('acme', draft());
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toEqual(draft());
  });

  it.each([
    ['another learner', 'acme', 'omar@example.com', 'quiz-1'],
    ['another organisation', 'other', 'sara@example.com', 'quiz-1'],
    ['another quiz', 'acme', 'sara@example.com', 'quiz-2'],
  ])('is not read for %s', (_case, org, email, quizId) => {
    writeDraft('acme', draft());
    expect(readDraft(org, email, quizId)).toBeNull();
  });

  it('matches the e-mail regardless of case and spaces', () => {
    writeDraft('acme', draft());
    expect(readDraft('acme', ' Sara@Example.com', 'quiz-1')).not.toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['missing the seq', JSON.stringify({ ...draft(), seq: undefined })],
    ['with an unknown structure version', JSON.stringify({ ...draft(), structure: { version: 3, sections: [] } })],
    ['with a log entry without a question', JSON.stringify({ ...draft(), pendingLog: [{ at: 'x', answer: {} }] })],
  ])('counts as none when the stored value is %s', (_case, text) => {
    window.localStorage.setItem('quizDraft:acme:quiz-1', text);
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
  });

  it('is cleared after a submit, leaving the other quizzes', () => {
    writeDraft('acme', draft());
    writeDraft('acme', draft({ quizId: 'quiz-2' }));
    clearDraft('acme', 'quiz-1');
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
    expect(readDraft('acme', 'sara@example.com', 'quiz-2')).not.toBeNull();
  });

  it('a different e-mail clears the drafts of the previous learner in every organisation, and nothing else', () => {
    writeDraft('acme', draft());
    writeDraft('other', draft({ quizId: 'quiz-9' }));
    writeDraft('acme', draft({ email: 'omar@example.com', quizId: 'quiz-2' }));
    window.localStorage.setItem('userEmail', 'sara@example.com');

    clearDraftsOfOtherLearners('omar@example.com');

    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
    expect(readDraft('other', 'sara@example.com', 'quiz-9')).toBeNull();
    expect(readDraft('acme', 'omar@example.com', 'quiz-2')).not.toBeNull();
    expect(window.localStorage.getItem('userEmail')).toBe('sara@example.com');
  });

  it('never throws when the browser refuses storage (private mode, full quota)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(refuse);

    expect(writeDraft('acme', draft())).toBe(false);
    expect(readDraft('acme', 'sara@example.com', 'quiz-1')).toBeNull();
    expect(() => clearDraft('acme', 'quiz-1')).not.toThrow();
    expect(() => clearDraftsOfOtherLearners('omar@example.com')).not.toThrow();
  });
});

describe('the structure a draft records', () => {
  it.each<[string, QuizContent, ReturnType<typeof structureOf>]>([
    [
      'version 2: section ids with their question ids',
      { version: 2, sections: [{ id: 's1', name: 'A', questions: [{ id: 'q1', type: 1 }, { id: 'q2', type: 4 }] }] },
      { version: 2, sections: [{ id: 's1', questionIds: ['q1', 'q2'] }] },
    ],
    [
      'version 1: every position with its id',
      { version: 1, sections: [{ id: 'a', name: 'A', questions: [{ id: 'q1', type: 1 }] }, { id: 'b', name: 'B', questions: [] }] },
      { version: 1, sections: [{ id: 'a', questionIds: ['q1'] }, { id: 'b', questionIds: [] }] },
    ],
    ['version 0: one section without an id', { version: 0, questions: [{ id: 'q1', type: 3 }] }, { version: 0, sections: [{ id: '', questionIds: ['q1'] }] }],
  ])('%s', (_case, content, structure) => {
    expect(structureOf(content)).toEqual(structure);
  });
});
