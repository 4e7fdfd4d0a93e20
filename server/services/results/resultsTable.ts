// The columns and cells of a results file, from one page of rows. Pure: the
// writers put these cells into an .xlsx or a CSV. The results are the
// effective ones (docs/decisions/results.md): a stored submission's result
// already has its manual grades and grade offset; an external grade gets the
// offset here, through the one definition of a result (domain/quiz/score.ts).
import { gradeSubmission, passes, totalOf } from '../../../domain/quiz/score.ts';
import type { QuizContent } from '../../../domain/quiz/types.ts';
import { labelOf, passFailText, type ResultsLanguage } from './resultsLabels.ts';
import { cellKey, type LearnerRow, type ResultsPage } from './resultsPages.ts';
import type { ResultsQuiz, ResultsScope } from './resultsScope.ts';

export type Cell = string | number | null;

export interface TableOptions {
  language: ResultsLanguage;
  /** minutes east of UTC in which submission times are written */
  utcOffsetMinutes: number;
}

interface QuizCells {
  result: number | null;
  maxGrade: number | null;
  gradeOffset: number | null;
  passed: boolean | null;
  submittedAt: Date | null;
}

const NOTHING: QuizCells = { result: null, maxGrade: null, gradeOffset: null, passed: null, submittedAt: null };
const NO_QUESTIONS: QuizContent = { version: 2, sections: [] };
const EPOCH = new Date(0);

function quizCells(quiz: ResultsQuiz, page: ResultsPage, learner: LearnerRow): QuizCells {
  const offset = learner.learnerId ? page.gradeOffsets.get(cellKey(quiz.id, learner.learnerId)) : undefined;
  if (quiz.externalGrades) {
    const grade = page.externalGrades.get(cellKey(quiz.id, learner.email));
    if (grade === undefined) return NOTHING;
    // The uploaded grade plus the offset, within 0..maxGradeExternal: what gradeSubmission makes of it.
    const graded = gradeSubmission({ content: NO_QUESTIONS, settings: quiz.settings }, {}, { now: EPOCH, externalGrade: grade, gradeOffset: offset });
    return { result: graded.result, maxGrade: graded.maxGrade, gradeOffset: offset ?? 0, passed: graded.passed, submittedAt: null };
  }
  const submission = learner.learnerId ? page.submissions.get(cellKey(quiz.id, learner.learnerId)) : undefined;
  if (!submission) return NOTHING;
  return {
    result: submission.result,
    maxGrade: submission.maxGrade,
    gradeOffset: offset ?? 0,
    passed: passes(submission.result, quiz.passGrade),
    submittedAt: submission.submittedAt,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `+03:00`: the zone submission times are written in. */
function zoneOf(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `2026-11-23 14:05` in the given zone: read the same by people and spreadsheets, and sorts as text. */
export function localTimeText(date: Date, offsetMinutes: number): string {
  return new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

function quizColumns(options: TableOptions, prefix: string): string[] {
  const { language } = options;
  const submittedAt = `${labelOf('submittedAt', language)} (${zoneOf(options.utcOffsetMinutes)})`;
  const labels = [labelOf('result', language), labelOf('maxGrade', language), labelOf('gradeOffset', language), labelOf('passFail', language), submittedAt];
  return labels.map((label) => `${prefix}${label}`);
}

/** One quiz: its five columns; several: each quiz's five, named after it, then the total and whether all were passed. */
export function mainHeaders(scope: ResultsScope, options: TableOptions): string[] {
  const { language } = options;
  const learner = [labelOf('email', language), labelOf('name', language), labelOf('telegram', language)];
  if (scope.level === 'quiz') return [...learner, ...quizColumns(options, '')];
  return [
    ...learner,
    ...scope.quizzes.flatMap((quiz) => quizColumns(options, `${quiz.name} — `)),
    labelOf('total', language),
    labelOf('totalMax', language),
    labelOf('passedAll', language),
  ];
}

export function mainRow(scope: ResultsScope, page: ResultsPage, learner: LearnerRow, options: TableOptions): Cell[] {
  const { language } = options;
  const perQuiz = scope.quizzes.map((quiz) => quizCells(quiz, page, learner));
  const cells: Cell[] = [learner.email, learner.name, learner.telegram ?? ''];
  for (const quiz of perQuiz) {
    cells.push(
      quiz.result,
      quiz.maxGrade,
      quiz.gradeOffset,
      passFailText(quiz.passed, language),
      quiz.submittedAt ? localTimeText(quiz.submittedAt, options.utcOffsetMinutes) : null,
    );
  }
  if (scope.level === 'quiz') return cells;
  const total = totalOf(perQuiz.map((quiz, index) => ({ result: quiz.result, maxGrade: quiz.maxGrade ?? 0, excludeFromTotal: scope.quizzes[index].excludeFromTotal })));
  cells.push(total.result, total.maxGrade, passFailText(passedAll(scope, perQuiz), language));
  return cells;
}

/**
 * Passed all: every quiz that counts in the total was passed; a quiz with no
 * result yet is not passed. Nothing to pass (every quiz excluded): blank.
 */
function passedAll(scope: ResultsScope, perQuiz: QuizCells[]): boolean | null {
  const counted = perQuiz.filter((_, index) => !scope.quizzes[index].excludeFromTotal);
  return counted.length === 0 ? null : counted.every((quiz) => quiz.passed === true);
}

/** `Q3: Which are primes?`: the question's number in the quiz and the start of its text. */
export function questionHeaders(quiz: ResultsQuiz, language: ResultsLanguage): string[] {
  const prefix = labelOf('question', language);
  return quiz.questions.map((question, index) => (question.shortText ? `${prefix}${index + 1}: ${question.shortText}` : `${prefix}${index + 1}`));
}

/** The learner's score of each question of the quiz; blank without a submission or a stored score. */
export function questionCells(quiz: ResultsQuiz, page: ResultsPage, learner: LearnerRow): Cell[] {
  const submission = learner.learnerId ? page.submissions.get(cellKey(quiz.id, learner.learnerId)) : undefined;
  const scores = submission ? page.questionScores.get(submission.id) : undefined;
  return quiz.questions.map((question) => scores?.get(question.id) ?? null);
}
