// The answers of a quiz being taken, kept in this browser (localStorage) on
// every change so that a reload, a crash or a lost connection loses nothing.
// One draft per organisation and quiz; it names the learner, because a
// different e-mail on the same browser must not see them (restoreAnswers.ts
// decides whether the draft or the server's copy is shown).
import type { Answers, QuizContent } from '../../../../../domain/quiz/types.ts';
import type { SelectionLogEntry } from './autosaver.ts';

/**
 * Where each answered question was: section ids with their question ids, in
 * order (version 0 has one section with id ''). Version 2 is matched by ids,
 * version 1 by position, so the ids of every position are kept.
 */
export interface QuizStructure {
  version: 0 | 1 | 2;
  sections: { id: string; questionIds: string[] }[];
}

export interface QuizDraft {
  email: string;
  quizId: string;
  attemptId: string;
  structure: QuizStructure;
  answers: Answers;
  /** the highest save sequence number this browser has sent or heard the server hold */
  seq: number;
  /** the version-2 selections the server has not acknowledged yet */
  pendingLog: SelectionLogEntry[];
  /** ISO time of the last change */
  updatedAt: string;
}

const KEY_PREFIX = 'quizDraft:';

function draftKey(org: string, quizId: string): string {
  return `${KEY_PREFIX}${org}:${quizId}`;
}

/** E-mail addresses are compared as the learner may have typed them at sign-in. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function structureOf(content: QuizContent): QuizStructure {
  if (content.version === 0) return { version: 0, sections: [{ id: '', questionIds: content.questions.map((question) => question.id) }] };
  return {
    version: content.version,
    sections: content.sections.map((section) => ({ id: section.id, questionIds: section.questions.map((question) => question.id) })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isStructure(value: unknown): value is QuizStructure {
  return (
    isRecord(value) &&
    (value.version === 0 || value.version === 1 || value.version === 2) &&
    Array.isArray(value.sections) &&
    value.sections.every((section) => isRecord(section) && typeof section.id === 'string' && isStringArray(section.questionIds))
  );
}

/** A stored value is used only when it has the whole shape: an old or damaged entry counts as none. */
function isDraft(value: unknown): value is QuizDraft {
  return (
    isRecord(value) &&
    typeof value.email === 'string' &&
    typeof value.quizId === 'string' &&
    typeof value.attemptId === 'string' &&
    isStructure(value.structure) &&
    isRecord(value.answers) &&
    Object.values(value.answers).every(isRecord) &&
    typeof value.seq === 'number' &&
    Number.isSafeInteger(value.seq) &&
    Array.isArray(value.pendingLog) &&
    value.pendingLog.every((entry) => isRecord(entry) && typeof entry.questionId === 'string' && typeof entry.at === 'string' && isRecord(entry.answer)) &&
    typeof value.updatedAt === 'string'
  );
}

function parseDraft(text: string | null): QuizDraft | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** This learner's draft of the quiz, or null (none, another learner's, unreadable, storage disabled). */
export function readDraft(org: string, email: string, quizId: string): QuizDraft | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(draftKey(org, quizId));
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
  const draft = parseDraft(text);
  return draft && draft.quizId === quizId && sameEmail(draft.email, email) ? draft : null;
}

/** Synchronous, on every change. False when the browser would not keep it (disabled or full storage). */
export function writeDraft(org: string, draft: QuizDraft): boolean {
  try {
    window.localStorage.setItem(draftKey(org, draft.quizId), JSON.stringify(draft));
    return true;
  } catch {
    return false; // the server's copy still restores the answers
  }
}

/** After a successful submit: the answers are the server's now. */
export function clearDraft(org: string, quizId: string): void {
  try {
    window.localStorage.removeItem(draftKey(org, quizId));
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
}

/** A different e-mail on this browser clears the drafts of the previous learner (in every organisation). */
export function clearDraftsOfOtherLearners(email: string): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(KEY_PREFIX),
    );
    for (const key of keys) {
      const draft = parseDraft(storage.getItem(key));
      if (!draft || !sameEmail(draft.email, email)) storage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing of anyone's is stored.
  }
}
