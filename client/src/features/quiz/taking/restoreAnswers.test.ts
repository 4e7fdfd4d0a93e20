import { describe, expect, it } from 'vitest';
import type { Answers, QuizContent } from '../../../../../domain/quiz/types.ts';
import type { QuizDraft, QuizStructure } from './draftStore.ts';
import { mapAnswersOntoContent, restoreAnswers, sameAnswers } from './restoreAnswers.ts';

const writing = (id: string) => ({ id, type: 1 as const });

const v2: QuizContent = {
  version: 2,
  sections: [
    { id: 's1', name: 'One', questions: [writing('q1'), writing('q2')] },
    { id: 's2', name: 'Two', questions: [writing('q3')] },
  ],
};

describe('laying saved answers onto the quiz as it is now', () => {
  it.each<[string, Answers, QuizStructure | null, QuizContent, Answers]>([
    [
      'version 2 keeps answers whose section and question ids both still exist',
      { q1: { textAnswer: 'a' }, q3: { textAnswer: 'c' } },
      { version: 2, sections: [{ id: 's1', questionIds: ['q1', 'q2'] }, { id: 's2', questionIds: ['q3'] }] },
      v2,
      { q1: { textAnswer: 'a' }, q3: { textAnswer: 'c' } },
    ],
    [
      'version 2 drops answers to questions that no longer exist',
      { q1: { textAnswer: 'a' }, gone: { textAnswer: 'x' } },
      { version: 2, sections: [{ id: 's1', questionIds: ['q1', 'gone'] }] },
      v2,
      { q1: { textAnswer: 'a' } },
    ],
    [
      'version 2 drops an answer whose question moved to another section',
      { q3: { textAnswer: 'c' } },
      { version: 2, sections: [{ id: 's1', questionIds: ['q3'] }] },
      v2,
      {},
    ],
    [
      'version 1 matches by section and question position although the ids changed',
      { old1: { selectedAnswer: 1 }, old2: { textAnswer: 'b' }, old3: { textAnswer: 'c' } },
      { version: 1, sections: [{ id: 'x', questionIds: ['old1', 'old2'] }, { id: 'y', questionIds: ['old3'] }] },
      { version: 1, sections: [{ id: 'x', name: 'A', questions: [writing('new1'), writing('new2')] }, { id: 'y', name: 'B', questions: [writing('new3')] }] },
      { new1: { selectedAnswer: 1 }, new2: { textAnswer: 'b' }, new3: { textAnswer: 'c' } },
    ],
    [
      'version 1 drops answers at positions the quiz no longer has',
      { old1: { textAnswer: 'a' }, old2: { textAnswer: 'b' } },
      { version: 1, sections: [{ id: 'x', questionIds: ['old1'] }, { id: 'y', questionIds: ['old2'] }] },
      { version: 1, sections: [{ id: 'x', name: 'A', questions: [writing('new1')] }] },
      { new1: { textAnswer: 'a' } },
    ],
    [
      'version 0 matches by question id first, else by the position of an id that is gone',
      { q1: { textAnswer: 'a' }, old2: { textAnswer: 'b' }, q3: { textAnswer: 'c' } },
      { version: 0, sections: [{ id: '', questionIds: ['q3', 'old2', 'q1'] }] },
      { version: 0, questions: [writing('q1'), writing('q2'), writing('q3')] },
      { q1: { textAnswer: 'a' }, q2: { textAnswer: 'b' }, q3: { textAnswer: 'c' } },
    ],
    [
      "the server's copy (no structure) by question id",
      { q2: { textAnswer: 'b' }, gone: { textAnswer: 'x' } },
      null,
      v2,
      { q2: { textAnswer: 'b' } },
    ],
    [
      'a draft of another version (the quiz was converted) by question id',
      { q1: { textAnswer: 'a' }, old: { textAnswer: 'x' } },
      { version: 1, sections: [{ id: 's1', questionIds: ['old', 'q1'] }] },
      v2,
      { q1: { textAnswer: 'a' } },
    ],
  ])('%s', (_rule, answers, from, content, expected) => {
    expect(mapAnswersOntoContent(answers, from, content)).toEqual(expected);
  });
});

const structure: QuizStructure = { version: 2, sections: [{ id: 's1', questionIds: ['q1', 'q2'] }, { id: 's2', questionIds: ['q3'] }] };
const serverAnswers: Answers = { q1: { textAnswer: 'server' } };
const localAnswers: Answers = { q1: { textAnswer: 'local' }, q2: { textAnswer: 'typed offline' } };
const pendingLog = [{ questionId: 'q2', at: '2026-01-01T10:00:00.000Z', answer: { textAnswer: 'typed offline' } }];

function local(overrides: Partial<QuizDraft> = {}): QuizDraft {
  return {
    email: 'sara@example.com',
    quizId: 'quiz-1',
    attemptId: 'attempt-1',
    structure,
    answers: localAnswers,
    seq: 4,
    pendingLog: [],
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function restore(draft: QuizDraft | null, draftSeq = 4) {
  return restoreAnswers({
    content: v2,
    email: 'sara@example.com',
    quizId: 'quiz-1',
    attempt: { id: 'attempt-1', draftSeq, draftAnswers: serverAnswers },
    local: draft,
  });
}

describe('choosing between this browser’s draft and the server’s', () => {
  it.each<[string, QuizDraft | null, number, 'local' | 'server', number]>([
    ['no local draft: the server’s', null, 4, 'server', 4],
    ['the local draft at the server’s seq (changes not yet sent): the local', local(), 4, 'local', 4],
    ['the local draft ahead of the server (a save that never arrived): the local', local({ seq: 6 }), 4, 'local', 6],
    ['the server ahead (another device saved since): the server’s', local({ seq: 3 }), 5, 'server', 5],
    ['another learner’s draft: the server’s', local({ email: 'omar@example.com' }), 4, 'server', 4],
    ['a draft of an earlier attempt: the server’s', local({ attemptId: 'attempt-0', seq: 9 }), 4, 'server', 4],
    ['a draft of another quiz: the server’s', local({ quizId: 'quiz-2' }), 4, 'server', 4],
  ])('%s', (_rule, draft, draftSeq, source, seq) => {
    const restored = restore(draft, draftSeq);
    expect(restored.source).toBe(source);
    expect(restored.answers).toEqual(source === 'local' ? localAnswers : serverAnswers);
    expect(restored.seq).toBe(seq);
  });

  it('asks for a save when the local answers differ from the server’s', () => {
    expect(restore(local()).unsaved).toBe(true);
  });

  it('asks for no save when the local answers are the server’s, whatever the key order', () => {
    const restored = restore(local({ answers: { q1: { textAnswer: 'server', selectedAnswer: undefined } } }));
    expect(restored).toMatchObject({ source: 'local', unsaved: false });
  });

  it('keeps the unacknowledged selections of the same attempt and asks for a save to send them', () => {
    expect(restore(local({ seq: 3, pendingLog }), 5)).toMatchObject({ source: 'server', pendingLog, unsaved: true });
    expect(restore(local({ attemptId: 'attempt-0', pendingLog }))).toMatchObject({ pendingLog: [], unsaved: false });
  });
});

describe('comparing answer maps', () => {
  it.each([
    [{ a: { x: 1, y: [true, false] } }, { a: { y: [true, false], x: 1 } }, true],
    [{ a: { x: 1 } }, { a: { x: 1, y: undefined } }, true],
    [{ a: { x: 1 } }, { a: { x: null } }, false],
    [{ a: { y: [true] } }, { a: { y: [true, false] } }, false],
    [{ a: {} }, {}, false],
  ])('%j and %j are the same: %s', (a, b, same) => {
    expect(sameAnswers(a, b)).toBe(same);
  });
});
