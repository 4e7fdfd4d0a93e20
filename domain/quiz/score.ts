// How a submission's grade is composed, in order: each question's automatic
// score, replaced by its manual grade if any; their sum (or the uploaded
// external grade); the late reduction after the full-grade deadline; the
// grade offset; then the pass mark. docs/decisions.md, "Quiz scoring", has
// the reasons and worked examples (score.test.ts proves each one).
import { parseCalendarDate } from '../validation/dateOfBirth.ts';
import { gradeQuestion } from './grade.ts';
import type { Answers, Question, QuizContent, QuizSettings } from './types.ts';

export interface SubmissionGradingOptions {
  /** when the answers were submitted (keep the original time when grading again) */
  now: Date;
  /** by question id; replaces that question's automatic score, kept within 0..its max */
  manualGrades?: Record<string, number>;
  /** the examinee's grade offset, added last */
  gradeOffset?: number;
  /** the uploaded grade of an externally graded quiz; null or missing while none is uploaded */
  externalGrade?: number | null;
  /** minutes east of UTC in which the full-grade deadline is read (180 for UTC+3); 0 by default */
  timeZoneOffsetMinutes?: number;
}

export interface QuestionScore {
  questionId: string;
  score: number;
  maxScore: number;
  /** a manual grade replaced the automatic score */
  manual: boolean;
  /** still waiting for a manual grade */
  needsManualGrade: boolean;
}

export interface SubmissionGrade {
  /** null only while an externally graded quiz has no uploaded grade */
  result: number | null;
  maxGrade: number;
  /** result ≥ passGrade; null while result is null */
  passed: boolean | null;
  perQuestion: QuestionScore[];
  /** points actually taken off for submitting after the full-grade deadline */
  lateReduction: number;
  excludeFromTotal: boolean;
}

type GradedQuiz = { content: QuizContent; settings: QuizSettings };

export function gradeSubmission(quiz: GradedQuiz, answers: Answers, options: SubmissionGradingOptions): SubmissionGrade {
  const { settings } = quiz;
  const perQuestion: QuestionScore[] = [];
  for (const question of questionsOf(quiz.content)) {
    perQuestion.push(scoreQuestion(question, answers, settings, options.manualGrades));
  }
  const excludeFromTotal = settings.excludeFromTotal === true;

  if (settings.externalGrades) {
    const { result, maxGrade } = externalResultOf(options.externalGrade, options.gradeOffset, settings.maxGradeExternal);
    const passed = result === null ? null : passes(result, settings.passGrade);
    return { result, maxGrade, passed, perQuestion, lateReduction: 0, excludeFromTotal };
  }
  let maxGrade = 0;
  let result = 0;
  for (const question of perQuestion) {
    maxGrade += question.maxScore;
    result += question.score;
  }
  let lateReduction = 0;
  if (isLate(settings.fullGradeDeadline, options.now, finiteOrZero(options.timeZoneOffsetMinutes))) {
    lateReduction = Math.min(result, Math.max(0, finiteOrZero(settings.gradeReduction)));
    result -= lateReduction;
  }
  result = clamp(result + finiteOrZero(options.gradeOffset), 0, maxGrade);
  return { result, maxGrade, passed: passes(result, settings.passGrade), perQuestion, lateReduction, excludeFromTotal };
}

/**
 * The result of an externally graded quiz: the uploaded grade plus the
 * learner's grade offset, kept within 0..maxGradeExternal (a missing or
 * malformed maximum is 0). Null while no grade is uploaded. The one
 * definition: submissions, learners' results and results files use it.
 */
export function externalResultOf(
  externalGrade: number | null | undefined,
  gradeOffset: number | null | undefined,
  maxGradeExternal: number | null | undefined,
): { result: number | null; maxGrade: number } {
  const maxGrade = wholeOrZero(maxGradeExternal);
  if (!isFiniteNumber(externalGrade)) return { result: null, maxGrade };
  return { result: clamp(externalGrade + finiteOrZero(gradeOffset), 0, maxGrade), maxGrade };
}

function scoreQuestion(
  question: Question,
  answers: Answers,
  settings: QuizSettings,
  manualGrades: Record<string, number> | undefined,
): QuestionScore {
  const automatic = gradeQuestion(question, answers[question.id], settings);
  const manualGrade = manualGrades && Object.hasOwn(manualGrades, question.id) ? manualGrades[question.id] : undefined;
  if (!isFiniteNumber(manualGrade)) {
    const { score, maxScore, needsManualGrade } = automatic;
    return { questionId: question.id, score, maxScore, manual: false, needsManualGrade };
  }
  const score = clamp(manualGrade, 0, automatic.maxScore);
  return { questionId: question.id, score, maxScore: automatic.maxScore, manual: true, needsManualGrade: false };
}

function questionsOf(content: QuizContent): Question[] {
  if (content.version === 0) return content.questions;
  if (content.sections.length === 1) return content.sections[0].questions;
  const questions: Question[] = [];
  for (const section of content.sections) questions.push(...section.questions);
  return questions;
}

/**
 * Whether `now` is after the full-grade deadline. The deadline names a day,
 * or a minute of it, in the given offset from UTC, and all of that day or
 * minute is still on time. A malformed deadline is no deadline.
 */
export function isLate(
  deadline: QuizSettings['fullGradeDeadline'],
  now: Date,
  timeZoneOffsetMinutes = 0,
): boolean {
  const firstLateInstant = firstLateInstantOf(deadline, timeZoneOffsetMinutes);
  return firstLateInstant !== null && now.getTime() >= firstLateInstant;
}

const TIME_24H = /^([01]?\d|2[0-3]):([0-5]\d)$/;

// Every submission of a quiz has the same deadline: the last one read is remembered.
let lastDeadline: { date: string; time: string | undefined; offsetMinutes: number; instant: number | null } | null = null;

function firstLateInstantOf(deadline: QuizSettings['fullGradeDeadline'], offsetMinutes: number): number | null {
  if (!deadline) return null;
  const { date, time } = deadline;
  if (lastDeadline?.date === date && lastDeadline.time === time && lastDeadline.offsetMinutes === offsetMinutes) {
    return lastDeadline.instant;
  }
  const instant = readFirstLateInstant(deadline, offsetMinutes);
  lastDeadline = { date, time, offsetMinutes, instant };
  return instant;
}

function readFirstLateInstant(deadline: { date: string; time?: string }, offsetMinutes: number): number | null {
  const date = parseCalendarDate(deadline.date);
  const timeText = deadline.time?.trim() ?? '';
  const time = TIME_24H.exec(timeText);
  if (!date || (timeText !== '' && !time)) return null;
  const localInstant = time
    ? utcMs(date.year, date.month - 1, date.day, Number(time[1]), Number(time[2]) + 1)
    : utcMs(date.year, date.month - 1, date.day + 1, 0, 0);
  return localInstant - offsetMinutes * 60_000;
}

// Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not.
function utcMs(year: number, monthIndex: number, day: number, hours: number, minutes: number): number {
  const instant = new Date(0);
  instant.setUTCFullYear(year, monthIndex, day);
  instant.setUTCHours(hours, minutes, 0, 0);
  return instant.getTime();
}

/** Whether a result passes: at least the pass grade (a negative or missing pass grade is 0). */
export function passes(result: number, passGrade: number | null | undefined): boolean {
  return result >= Math.max(0, finiteOrZero(passGrade));
}

export interface GradedResult {
  result: number | null;
  maxGrade: number;
  excludeFromTotal?: boolean;
}

/**
 * The total of an account's or a program's quiz results. Quizzes excluded
 * from the total, and external grades not uploaded yet, are left out.
 */
export function totalOf(results: readonly GradedResult[]): { result: number; maxGrade: number } {
  const counted = results.filter(
    (entry): entry is GradedResult & { result: number } => !entry.excludeFromTotal && entry.result !== null,
  );
  return {
    result: sum(counted.map((entry) => entry.result)),
    maxGrade: sum(counted.map((entry) => entry.maxGrade)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function finiteOrZero(value: number | null | undefined): number {
  return isFiniteNumber(value) ? value : 0;
}

function wholeOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
