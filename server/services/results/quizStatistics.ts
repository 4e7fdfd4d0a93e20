// A quiz's statistics for its results screen: the summary of the effective
// results (count, pass rate, mean, median, SD, distribution) and the item
// analysis of its questions (facility, SD, discrimination, Cronbach's alpha).
// Neither loads the rows: the results are counted per value (GROUP BY), the
// question scores summed per question (Σx, Σx², Σx·T) in one query, and
// the domain derives the figures from those (docs/decisions/itemAnalysis.md).
import { analysedQuestions, type AnalysedQuestion } from '../../../domain/results/analysedQuestions.ts';
import { itemAnalysisOfSums, type ItemAnalysis, type QuestionAnalysis } from '../../../domain/results/itemAnalysis.ts';
import { resultSummary, type ResultSummary } from '../../../domain/results/resultSummary.ts';
import type { Db } from '../../db/database.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';
import { externalMaxGrade, resultRowsSource } from './resultRowsSource.ts';

export type QuestionStatistics = QuestionAnalysis & Pick<AnalysedQuestion, 'position' | 'label'>;

export interface QuizItemAnalysis extends Omit<ItemAnalysis, 'questions'> {
  questions: QuestionStatistics[];
}

export interface QuizStatistics extends ResultSummary {
  /** learners of an externally graded quiz whose grade is not uploaded yet (not in the figures) */
  awaitingGrade: number;
  /** null for an externally graded quiz: there are no question scores to analyse */
  itemAnalysis: QuizItemAnalysis | null;
}

export async function quizStatistics(prisma: Db, quiz: Quiz): Promise<QuizStatistics> {
  const [summary, items] = await Promise.all([summaryOf(prisma, quiz), quiz.externalGrades ? null : itemAnalysisOf(prisma, quiz)]);
  return { ...summary, itemAnalysis: items };
}

async function summaryOf(prisma: Db, quiz: Quiz): Promise<ResultSummary & { awaitingGrade: number }> {
  const counts = await prisma.$queryRaw<Array<{ result: number | null; maxGrade: number; count: number }>>`
    SELECT r."result", MAX(r."maxGrade")::int AS "maxGrade", COUNT(*)::int AS "count"
    FROM ${resultRowsSource(quiz)}
    GROUP BY r."result"`;
  const graded = counts.filter((entry): entry is typeof entry & { result: number } => entry.result !== null);
  const quizMax = quiz.externalGrades ? externalMaxGrade(quiz) : quiz.maxGrade;
  const maxGrade = Math.max(quizMax, ...graded.map((entry) => entry.maxGrade));
  return {
    ...resultSummary(
      graded.map((entry) => ({ result: Number(entry.result), count: entry.count })),
      { maxGrade, passGrade: quiz.passGrade },
    ),
    awaitingGrade: counts.find((entry) => entry.result === null)?.count ?? 0,
  };
}

interface SumsRow {
  questionId: string;
  count: number;
  sumMaxScore: number;
  sum: number;
  sumSquares: number;
  sumTimesTotal: number;
  totalSum: number;
  totalSumSquares: number;
}

/**
 * The sums of the submissions that have a score for every analysed question
 * (one made before a question was added is left out), T each one's total
 * over those questions: one pass over the scores, each with its
 * submission's total and count beside it (a window over the submission), then
 * one row per question. Every question's row holds the same count, ΣT and ΣT²
 * (a complete submission has one score of each question).
 */
async function itemAnalysisOf(prisma: Db, quiz: Quiz): Promise<QuizItemAnalysis> {
  const questions = analysedQuestions(quizDocumentOf(quiz).content);
  const ids = questions.map((question) => question.questionId);
  const rows =
    ids.length === 0
      ? []
      : await prisma.$queryRaw<SumsRow[]>`
          WITH scored AS (
            SELECT qs."questionId", qs."score", qs."maxScore",
                   SUM(qs."score") OVER submission AS "total", COUNT(*) OVER submission AS "answered"
            FROM "QuestionScore" qs JOIN "Submission" s ON s."id" = qs."submissionId"
            WHERE s."quizId" = ${quiz.id} AND qs."questionId" = ANY(${ids}::text[])
            WINDOW submission AS (PARTITION BY qs."submissionId")
          )
          SELECT "questionId", COUNT(*)::int AS "count", SUM("maxScore")::float8 AS "sumMaxScore", SUM("score")::float8 AS "sum",
                 SUM("score" * "score")::float8 AS "sumSquares", SUM("score" * "total")::float8 AS "sumTimesTotal",
                 SUM("total")::float8 AS "totalSum", SUM("total" * "total")::float8 AS "totalSumSquares"
          FROM scored WHERE "answered" = ${ids.length}
          GROUP BY "questionId"`;

  const totals = rows[0];
  const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
  const analysis = itemAnalysisOfSums({
    count: totals?.count ?? 0,
    totalSum: totals?.totalSum ?? 0,
    totalSumSquares: totals?.totalSumSquares ?? 0,
    questions: questions.map((question) => {
      const sums = byQuestion.get(question.questionId);
      return {
        questionId: question.questionId,
        maxScore: question.maxScore,
        sumMaxScore: sums?.sumMaxScore ?? 0,
        sum: sums?.sum ?? 0,
        sumSquares: sums?.sumSquares ?? 0,
        sumTimesTotal: sums?.sumTimesTotal ?? 0,
      };
    }),
  });
  return {
    ...analysis,
    questions: analysis.questions.map((figures, index) => ({ ...figures, position: questions[index].position, label: questions[index].label })),
  };
}
