// Which answers the quiz screen shows when it opens: this browser's draft when
// it is the freshest copy of the same attempt (saves are debounced, so it may
// be ahead of the server), else the server's, which another device may have
// written. Either is laid onto the quiz as it is now: version 2 by section
// and question ids, version 1 by position (its ids may change), version 0 by
// question id, else by position.
import type { Answers, QuizContent } from '../../../../../domain/quiz/types.ts';
import type { SelectionLogEntry } from './autosaver.ts';
import { sameEmail, structureOf, type QuizDraft, type QuizStructure } from './draftStore.ts';

/** The server's copy, as opening the quiz returns it. */
export interface ServerDraft {
  id: string;
  draftSeq: number;
  draftAnswers: Answers;
}

export interface RestoreInput {
  content: QuizContent;
  email: string;
  quizId: string;
  attempt: ServerDraft;
  /** this browser's draft of the quiz (readDraft), if any */
  local: QuizDraft | null;
}

export interface RestoredAnswers {
  answers: Answers;
  /** the seq the next save must exceed */
  seq: number;
  /** selections of this attempt the server has not acknowledged */
  pendingLog: SelectionLogEntry[];
  source: 'local' | 'server';
  /** the shown answers differ from the server's (or selections are pending): save them */
  unsaved: boolean;
}

/** The local draft counts only for the same learner, quiz and attempt. */
export function isDraftOf(local: QuizDraft | null, { email, quizId, attemptId }: { email: string; quizId: string; attemptId: string }): local is QuizDraft {
  return local !== null && sameEmail(local.email, email) && local.quizId === quizId && local.attemptId === attemptId;
}

function byId(answers: Answers, ids: Iterable<string>): Answers {
  const result: Answers = {};
  for (const id of ids) if (Object.hasOwn(answers, id)) result[id] = answers[id];
  return result;
}

function questionIdsOf(content: QuizContent): string[] {
  return structureOf(content).sections.flatMap((section) => section.questionIds);
}

/**
 * The answers that still belong to a question of `content`, keyed by its id
 * now. `from` is where they were answered; without it (the server's copy,
 * saved against the same quiz) answers are matched by question id.
 */
export function mapAnswersOntoContent(answers: Answers, from: QuizStructure | null, content: QuizContent): Answers {
  const to = structureOf(content);
  if (!from || from.version !== to.version) return byId(answers, questionIdsOf(content));
  const result: Answers = {};
  if (to.version === 2) {
    for (const section of to.sections) {
      const before = new Set(from.sections.find((old) => old.id === section.id)?.questionIds);
      for (const id of section.questionIds) if (before.has(id) && Object.hasOwn(answers, id)) result[id] = answers[id];
    }
  } else if (to.version === 1) {
    to.sections.forEach((section, sectionIndex) =>
      section.questionIds.forEach((id, questionIndex) => {
        const oldId = from.sections[sectionIndex]?.questionIds[questionIndex];
        if (oldId !== undefined && Object.hasOwn(answers, oldId)) result[id] = answers[oldId];
      }),
    );
  } else {
    const ids = to.sections[0]?.questionIds ?? [];
    const current = new Set(ids);
    const oldIds = from.sections[0]?.questionIds ?? [];
    ids.forEach((id, index) => {
      const oldId = oldIds[index];
      if (Object.hasOwn(answers, id)) result[id] = answers[id];
      // A question whose id changed: the old id is gone from the quiz, so its answer is this one's.
      else if (oldId !== undefined && !current.has(oldId) && Object.hasOwn(answers, oldId)) result[id] = answers[oldId];
    });
  }
  return result;
}

/** JSON equality regardless of key order (the server's jsonb reorders keys); undefined fields count as absent. */
export function sameAnswers(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameAnswers(item, b[index]));
  const defined = (value: object) => Object.entries(value).filter(([, field]) => field !== undefined);
  const left = defined(a);
  const right = new Map(defined(b));
  return left.length === right.size && left.every(([key, field]) => right.has(key) && sameAnswers(field, right.get(key)));
}

export function restoreAnswers({ content, email, quizId, attempt, local }: RestoreInput): RestoredAnswers {
  const server = mapAnswersOntoContent(attempt.draftAnswers, null, content);
  const draft = isDraftOf(local, { email, quizId, attemptId: attempt.id }) ? local : null;
  if (!draft) return { answers: server, seq: attempt.draftSeq, pendingLog: [], source: 'server', unsaved: false };

  const seq = Math.max(draft.seq, attempt.draftSeq);
  const pendingLog = draft.pendingLog;
  // A higher seq on the server: another device saved after this browser last did.
  if (draft.seq < attempt.draftSeq) return { answers: server, seq, pendingLog, source: 'server', unsaved: pendingLog.length > 0 };

  const answers = mapAnswersOntoContent(draft.answers, draft.structure, content);
  return { answers, seq, pendingLog, source: 'local', unsaved: pendingLog.length > 0 || !sameAnswers(answers, server) };
}
