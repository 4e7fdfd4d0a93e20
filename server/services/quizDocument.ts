// A Quiz row read as the quiz engine's document: settings from the columns,
// sections or questions from the content JSON. Parsed documents are cached by
// id and update time, because on exam day every learner opens the same quiz.
import { parseQuiz } from '../../domain/quiz/document.ts';
import type { Quiz as QuizDocument, QuizContent, QuizSettings } from '../../domain/quiz/types.ts';
import type { Quiz } from '../db/generated/client.ts';

const CACHE_LIMIT = 500;
const cache = new Map<string, { content: QuizContent; settings: QuizSettings }>();

function specialChars(value: Quiz['specialCharsReduction']): QuizSettings['specialCharsReduction'] {
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

export function quizDocumentOf(row: Quiz): { content: QuizContent; settings: QuizSettings } {
  const key = `${row.id}:${row.updatedAt.getTime()}:${row.revision}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const document = { content: contentOf(row), settings: settingsOf(row) };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, document);
  return document;
}
