// What a results file covers: the quizzes of one quiz, of a program (in the
// order of its tree) or of an account (in the order they were made), with
// what the file needs of each. docs/decisions/results.md says which quizzes.
import { questionsOf } from '../../../domain/quiz/editorRules.ts';
import { QUESTION_TYPES, type QuizSettings } from '../../../domain/quiz/types.ts';
import type { Db } from '../../db/database.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';

import type { ResultsLevel } from '../../../domain/results/resultsInputs.ts';

export type { ResultsLevel };

export interface ResultsQuestion {
  id: string;
  /** the question's text without markup, shortened for a column header */
  shortText: string;
}

export interface ResultsQuiz {
  id: string;
  name: string;
  externalGrades: boolean;
  passGrade: number;
  excludeFromTotal: boolean;
  settings: QuizSettings;
  /** the questions that are scored, in the quiz's order (info texts are not) */
  questions: ResultsQuestion[];
}

export interface ResultsScope {
  organizationId: string;
  level: ResultsLevel;
  /** the quiz's, program's or account's name: the file is named after it */
  title: string;
  quizzes: ResultsQuiz[];
}

const SHORT_TEXT = 40;

export function shortTextOf(text: string | undefined): string {
  const plain = (text ?? '')
    // a line or block ends with a space; other markup (bold, a span) just goes
    .replace(/<(?:br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SHORT_TEXT ? `${plain.slice(0, SHORT_TEXT - 1).trimEnd()}…` : plain;
}

function resultsQuizOf(row: Quiz): ResultsQuiz {
  const { content, settings } = quizDocumentOf(row);
  return {
    id: row.id,
    name: row.name,
    externalGrades: row.externalGrades,
    passGrade: row.passGrade,
    excludeFromTotal: row.excludeFromTotal,
    settings,
    questions: questionsOf(content)
      .filter((question) => question.type !== QUESTION_TYPES.info)
      .map((question) => ({ id: question.id, shortText: shortTextOf(question.text) })),
  };
}

/** The quiz ids a program's tree places, depth first in each folder's order, each once. */
async function programQuizIds(prisma: Db, programId: string): Promise<string[]> {
  const items = await prisma.programItem.findMany({
    where: { programId },
    select: { id: true, parentId: true, quizId: true },
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const children = new Map<string | null, typeof items>();
  for (const item of items) {
    const siblings = children.get(item.parentId);
    if (siblings) siblings.push(item);
    else children.set(item.parentId, [item]);
  }
  const ids: string[] = [];
  const visit = (parentId: string | null, seen: Set<string>) => {
    for (const item of children.get(parentId) ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      if (item.quizId && !ids.includes(item.quizId)) ids.push(item.quizId);
      visit(item.id, seen);
    }
  };
  visit(null, new Set());
  return ids;
}

/**
 * The scope of a results file; notFound when the quiz, program or account is
 * not the organisation's. Forms have no grade: an account's or a program's
 * file leaves them out (a form's own file lists who sent it and when).
 */
export async function resultsScopeOf(prisma: Db, organizationId: string, level: ResultsLevel, id: string): Promise<ResultsScope> {
  if (level === 'quiz') {
    const quiz = await prisma.quiz.findFirst({ where: { id, organizationId } });
    if (!quiz) throw new AppError('notFound', { field: 'id' });
    return { organizationId, level, title: quiz.name, quizzes: [resultsQuizOf(quiz)] };
  }
  if (level === 'program') {
    const program = await prisma.program.findFirst({ where: { id, organizationId } });
    if (!program) throw new AppError('notFound', { field: 'id' });
    const ids = await programQuizIds(prisma, program.id);
    const rows = await prisma.quiz.findMany({ where: { id: { in: ids }, accountId: program.accountId, isForm: false, deletedAt: null } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const quizzes = ids.flatMap((quizId) => (byId.has(quizId) ? [resultsQuizOf(byId.get(quizId)!)] : []));
    return { organizationId, level, title: program.name, quizzes };
  }
  const account = await prisma.account.findFirst({ where: { id, organizationId } });
  if (!account) throw new AppError('notFound', { field: 'id' });
  // A deleted quiz is kept only when it has submissions, so that they stay in this file.
  const rows = await prisma.quiz.findMany({
    where: { accountId: account.id, isForm: false },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return { organizationId, level, title: account.alias || 'account', quizzes: rows.map(resultsQuizOf) };
}
