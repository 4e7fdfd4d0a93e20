// A Quiz row read as the quiz engine's document: settings from the columns,
// sections or questions from the content JSON. Parsed documents are cached by
// id and update time, because on exam day every learner opens the same quiz.
import { parseQuiz } from '../../../domain/quiz/document.ts';
import type { Quiz as QuizDocument, QuizContent, QuizSettings } from '../../../domain/quiz/types.ts';
import { Prisma, type Quiz } from '../../db/generated/client.ts';

const CACHE_LIMIT = 500;
const cache = new Map<string, { content: QuizContent; settings: QuizSettings }>();

export function specialChars(value: Quiz['specialCharsReduction']): QuizSettings['specialCharsReduction'] {
  return value === 'SpaceOnly' ? 'Space Only' : value;
}

function dateAndTime(deadline: Date | null): QuizSettings['fullGradeDeadline'] {
  if (!deadline) return null;
  const iso = deadline.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function settingsOf(row: Quiz): QuizSettings {
  return {
    name: row.name,
    passGrade: row.passGrade,
    fullGradeDeadline: dateAndTime(row.fullGradeDeadline),
    gradeReduction: row.gradeReduction,
    allowedTime: row.allowedTime,
    externalGrades: row.externalGrades,
    maxGradeExternal: row.maxGradeExternal,
    excludeFromTotal: row.excludeFromTotal,
    disableCharDictionary: row.disableCharDictionary,
    specialCharsReduction: specialChars(row.specialCharsReduction),
    isForm: row.isForm,
    passLink: row.passLink,
    passLinkMsg: row.passLinkMsg,
    passUrls: Array.isArray(row.passUrls) ? (row.passUrls as unknown as QuizSettings['passUrls']) : [],
    supportLink: row.supportLink,
    remarks: row.remarks,
    isActive: row.isActive,
    showResult: row.showResult,
    isPrivate: row.isPrivate,
    editableAnswers: row.editableAnswers,
    openForRegistered: row.openForRegistered,
    banner: row.banner,
  };
}

/** The content the row holds; a damaged document reads as an empty quiz rather than failing every learner. */
function contentOf(row: Quiz): QuizContent {
  const stored = typeof row.content === 'object' && row.content !== null ? row.content : {};
  const parsed = parseQuiz({ ...stored, name: row.name, passGrade: 0, version: row.version });
  if (!parsed.ok) return row.version === 0 ? { version: 0, questions: [] } : { version: row.version as 1 | 2, sections: [] };
  const quiz: QuizDocument = parsed.quiz;
  return quiz.version === 0 ? { version: 0, questions: quiz.questions } : { version: quiz.version, sections: quiz.sections };
}

const versionOf = (row: Pick<Quiz, 'id' | 'updatedAt' | 'revision'>) => `${row.id}:${row.updatedAt.getTime()}:${row.revision}`;

export function quizDocumentOf(row: Quiz): { content: QuizContent; settings: QuizSettings } {
  const key = versionOf(row);
  const cached = cache.get(key);
  if (cached) return cached;
  const document = { content: contentOf(row), settings: settingsOf(row) };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, document);
  return document;
}

// The stored content of the quizzes read lately, by the same version key: an
// open or a submit reads the quiz's columns without its content (the largest
// value of the row, and JSON for the client to parse) and takes the content
// from here, reading it only when this version is new to this process. The
// key is read from the row on every request, so an edit in any process is seen
// at once, with no invalidation to send.
const storedContents = new Map<string, Prisma.JsonValue>();

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

export type StoredContent = Pick<Quiz, 'content' | 'updatedAt' | 'revision'>;

// The reads under way, by version: the opening burst of an exam asks for a
// version new to the process a hundred times in the moment its first read
// takes; they all wait for that one.
const contentsBeingRead = new Map<string, Promise<Prisma.JsonValue | undefined>>();

/** The quiz row whole: `columns` read without the content, the content from the cache or read by `readContent`. */
export async function withStoredContent(columns: Omit<Quiz, 'content'>, readContent: (quizId: string) => Promise<StoredContent | null>): Promise<Quiz> {
  const key = versionOf(columns);
  const cached = storedContents.get(key);
  if (cached !== undefined) return { ...columns, content: cached };
  let reading = contentsBeingRead.get(key);
  if (!reading) {
    reading = readAndKeep(columns.id, readContent).finally(() => contentsBeingRead.delete(key));
    contentsBeingRead.set(key, reading);
  }
  const content = await reading;
  return { ...columns, content: content === undefined ? {} : content };
}

async function readAndKeep(quizId: string, readContent: (quizId: string) => Promise<StoredContent | null>): Promise<Prisma.JsonValue | undefined> {
  const read = await readContent(quizId);
  if (!read) return undefined;
  if (storedContents.size >= CACHE_LIMIT) storedContents.delete(storedContents.keys().next().value!);
  // edited between the two reads: the newer content, under its own version
  // shared by every request from now on: frozen, so that a change by one is an error, not a surprise for the next
  const content = deepFrozen(read.content);
  storedContents.set(versionOf({ id: quizId, ...read }), content);
  return content;
}

/** The whole quiz as the editor loads it: every setting, the prerequisites and the attachments. */
export function editorDocumentOf(row: Quiz): QuizDocument {
  const { content, settings } = quizDocumentOf(row);
  return {
    id: row.id,
    ...settings,
    prerequisites: row.prerequisites,
    prerequisitesOperationOR: row.prerequisitesOperationOR,
    tracks: row.tracks,
    useExpression: row.useExpression,
    expression: (row.expression as QuizDocument['expression']) ?? null,
    attachments: Array.isArray(row.attachments) ? (row.attachments as unknown as QuizDocument['attachments']) : [],
    ...content,
  };
}

/** The owner's unpublished draft as the editor loads it; null when there is none (or it no longer reads as a quiz). */
export function draftDocumentOf(row: Pick<Quiz, 'id' | 'draft'>): QuizDocument | null {
  // stored JSON read back: the quiz schema reads it, and anything else (null, a list, text) is no draft
  const parsed = parseQuiz(row.draft);
  return parsed.ok ? { ...parsed.quiz, id: row.id } : null;
}

/**
 * A deadline of a day (and minute) as stored: a day without a time is kept as
 * its last minute, which grades the same (domain/quiz/score.ts isLate).
 */
function deadlineOf(deadline: QuizSettings['fullGradeDeadline']): Date | null {
  if (!deadline?.date) return null;
  const instant = new Date(`${deadline.date}T${deadline.time?.trim() || '23:59'}:00.000Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The columns a checked quiz document (prepareQuizForSave) is saved in. */
export function quizColumnsOf(quiz: QuizDocument, maxGrade: number) {
  const content = quiz.version === 0 ? { questions: quiz.questions } : { sections: quiz.sections };
  return {
    name: quiz.name.trim(),
    version: quiz.version,
    isForm: quiz.isForm ?? false,
    passGrade: quiz.passGrade,
    passLink: quiz.passLink ?? null,
    passUrls: (quiz.passUrls ?? []) as unknown as Prisma.InputJsonArray,
    passLinkMsg: quiz.passLinkMsg ?? null,
    supportLink: quiz.supportLink ?? null,
    remarks: quiz.remarks ?? null,
    isActive: quiz.isActive ?? true,
    showResult: quiz.showResult === undefined ? false : quiz.showResult,
    isPrivate: quiz.isPrivate ?? false,
    editableAnswers: quiz.editableAnswers ?? false,
    openForRegistered: quiz.openForRegistered ?? false,
    excludeFromTotal: quiz.excludeFromTotal ?? false,
    externalGrades: quiz.externalGrades ?? false,
    maxGradeExternal: quiz.maxGradeExternal ?? null,
    disableCharDictionary: quiz.disableCharDictionary ?? false,
    specialCharsReduction: quiz.specialCharsReduction === 'Space Only' ? ('SpaceOnly' as const) : (quiz.specialCharsReduction ?? 'Full'),
    prerequisites: quiz.prerequisites ?? [],
    prerequisitesOperationOR: quiz.prerequisitesOperationOR ?? false,
    tracks: quiz.tracks ?? [],
    useExpression: quiz.useExpression ?? false,
    expression: quiz.expression ? (quiz.expression as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
    banner: quiz.banner ?? null,
    fullGradeDeadline: deadlineOf(quiz.fullGradeDeadline),
    gradeReduction: quiz.gradeReduction ?? 0,
    allowedTime: quiz.allowedTime ?? null,
    attachments: (quiz.attachments ?? []) as unknown as Prisma.InputJsonArray,
    content: content as unknown as Prisma.InputJsonObject,
    maxGrade,
  };
}
