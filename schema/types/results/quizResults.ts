// A quiz's results screen for its account's owner: the submissions as a
// sorted, searchable, keyset-paged connection, and the statistics (summary
// and item analysis). Only the owner of the quiz's account reads it
// (managedQuiz 'owner'); docs/decisions/quizResultsScreen.md says why.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { passes } from '../../../domain/results/resultSummary.ts';
import type { Quiz } from '../../../server/db/generated/client.ts';
import { managedQuiz } from '../../../server/services/learnerRecords/managedAccess.ts';
import { quizStatistics, type QuestionStatistics, type QuizStatistics } from '../../../server/services/results/quizStatistics.ts';
import { resultRowsPage } from '../../../server/services/results/resultRowsPage.ts';
import { externalMaxGrade, type ResultRow } from '../../../server/services/results/resultRowsSource.ts';
import { ORDER_DIRECTIONS, ORDER_FIELDS } from '../../../server/services/results/submissionCursor.ts';
import type { ScoreBin } from '../../../domain/results/resultSummary.ts';
import { builder } from '../../builder.ts';
import { QuizRef } from '../quiz/quizRef.ts';

const OrderFieldEnum = builder.enumType('QuizSubmissionOrderField', { values: ORDER_FIELDS });
export const OrderDirectionEnum = builder.enumType('OrderDirection', { values: ORDER_DIRECTIONS });

const SubmissionOrderInput = builder.inputType('QuizSubmissionOrder', {
  fields: (t) => ({
    field: t.field({ type: OrderFieldEnum, required: true }),
    direction: t.field({ type: OrderDirectionEnum, required: true }),
  }),
});

type SubmissionRow = ResultRow & { passGrade: number };

/** The connection's resolver adds totalCount beside edges and pageInfo (Pothos types only those two). */
function totalCountOf(connection: object): number {
  return 'totalCount' in connection && typeof connection.totalCount === 'number' ? connection.totalCount : 0;
}

export const SubmissionRowRef = builder.objectRef<SubmissionRow>('QuizSubmissionRow').implement({
  description: "One learner's row of a quiz's results.",
  fields: (t) => ({
    // Not a Node: the id keeps the row apart in the client's store, node(id:) answers nothing for it.
    id: t.id({ resolve: (row) => encodeGlobalID('QuizSubmissionRow', row.rowId) }),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    result: t.exposeInt('result', {
      nullable: true,
      description: 'The effective result (manual grades, late reduction and grade offset applied); null while an external grade is not uploaded.',
    }),
    maxGrade: t.exposeInt('maxGrade'),
    passed: t.boolean({ nullable: true, resolve: (row) => (row.result === null ? null : passes(row.result, row.passGrade)) }),
    submittedAt: t.expose('submittedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'null for an externally graded learner who never submitted here',
    }),
    autoSubmitted: t.exposeBoolean('autoSubmitted', { description: 'finalised by the server at the deadline' }),
    gradeOffset: t.exposeInt('gradeOffset'),
  }),
});

const ScoreBinRef = builder.objectRef<ScoreBin>('ScoreBin').implement({
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'the lowest result in the bin' }),
    to: t.exposeInt('to', { description: 'the highest result in the bin (inclusive)' }),
    count: t.exposeInt('count'),
  }),
});

const QuestionStatisticsRef = builder.objectRef<QuestionStatistics>('QuestionStatistics').implement({
  description: "One question's item analysis, as Moodle's quiz statistics report gives it.",
  fields: (t) => ({
    questionId: t.exposeString('questionId'),
    position: t.exposeInt('position', { description: "1-based place in the quiz, counting every question" }),
    label: t.exposeString('label', { description: "the question's text on one line, shortened" }),
    maxScore: t.exposeFloat('maxScore'),
    mean: t.exposeFloat('mean', { nullable: true }),
    facilityIndex: t.exposeFloat('facilityIndex', { nullable: true, description: '100 × mean / max score' }),
    standardDeviation: t.exposeFloat('standardDeviation', { nullable: true, description: 'points, sample (n − 1)' }),
    standardDeviationPercent: t.exposeFloat('standardDeviationPercent', { nullable: true, description: 'of the max score' }),
    discriminationIndex: t.exposeFloat('discriminationIndex', {
      nullable: true,
      description: '100 × the correlation of the score with the score on the rest of the quiz',
    }),
  }),
});

const QuizStatisticsRef = builder.objectRef<QuizStatistics>('QuizStatistics').implement({
  description: 'The summary of the effective results and the item analysis; docs/decisions/itemAnalysis.md.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'learners with a result' }),
    awaitingGrade: t.exposeInt('awaitingGrade', { description: 'learners of an externally graded quiz without an uploaded grade' }),
    passCount: t.exposeInt('passCount'),
    passRate: t.exposeFloat('passRate', { nullable: true, description: 'percent' }),
    mean: t.exposeFloat('mean', { nullable: true }),
    median: t.exposeFloat('median', { nullable: true }),
    standardDeviation: t.exposeFloat('standardDeviation', { nullable: true }),
    distribution: t.field({ type: [ScoreBinRef], resolve: (statistics) => statistics.distribution }),
    itemAnalysisAvailable: t.boolean({
      description: 'false for an externally graded quiz: it has no question scores',
      resolve: (statistics) => statistics.itemAnalysis !== null,
    }),
    analysedCount: t.int({
      description: 'submissions in the item analysis: those with a score for every question of the quiz as it is now',
      resolve: (statistics) => statistics.itemAnalysis?.count ?? 0,
    }),
    cronbachAlpha: t.float({
      nullable: true,
      description: "Cronbach's alpha (Moodle's coefficient of internal consistency / 100)",
      resolve: (statistics) => statistics.itemAnalysis?.cronbachAlpha ?? null,
    }),
    questions: t.field({ type: [QuestionStatisticsRef], resolve: (statistics) => statistics.itemAnalysis?.questions ?? [] }),
  }),
});

export const QuizResultsReportRef = builder.objectRef<Quiz>('QuizResultsReport').implement({
  description: "A quiz's results as its account's owner reads them.",
  fields: (t) => ({
    quizId: t.exposeString('id'),
    name: t.exposeString('name'),
    isForm: t.exposeBoolean('isForm'),
    externalGrades: t.exposeBoolean('externalGrades'),
    passGrade: t.exposeInt('passGrade'),
    maxGrade: t.int({ resolve: (quiz) => (quiz.externalGrades ? externalMaxGrade(quiz) : quiz.maxGrade) }),
    submissions: t.connection(
      {
        type: SubmissionRowRef,
        description: 'Newest first unless orderBy says otherwise; search: the e-mail or the name contains it (any case).',
        args: {
          orderBy: t.arg({ type: SubmissionOrderInput }),
          search: t.arg.string(),
        },
        resolve: async (quiz, args, ctx) => {
          const page = await resultRowsPage(ctx.prisma, quiz, args);
          return {
            totalCount: page.totalCount,
            edges: page.rows.map(({ cursor, row }) => ({ cursor, node: { ...row, passGrade: quiz.passGrade } })),
            pageInfo: {
              hasNextPage: page.hasNextPage,
              hasPreviousPage: page.hasPreviousPage,
              startCursor: page.rows[0]?.cursor ?? null,
              endCursor: page.rows.at(-1)?.cursor ?? null,
            },
          };
        },
      },
      {
        name: 'QuizSubmissionConnection',
        fields: (connection) => ({
          totalCount: connection.int({
            description: 'rows the search matches',
            resolve: (parent) => totalCountOf(parent),
          }),
        }),
      },
      { name: 'QuizSubmissionEdge' },
    ),
    statistics: t.field({ type: QuizStatisticsRef, resolve: (quiz, _args, ctx) => quizStatistics(ctx.prisma, quiz) }),
  }),
});

builder.queryField('quizResults', (t) =>
  t.field({
    type: QuizResultsReportRef,
    description: "A quiz of the signed-in owner's account: its submissions and statistics. notFound for any other quiz.",
    // managedQuiz refuses everyone but the quiz's account owner, as a member of
    // the union (unauthenticated, forbidden, notFound): the screen tells an
    // ended session from a quiz it may not read.
    errors: {},
    // the Quiz node's global id (the screen's address carries the row's id, and encodes it)
    args: { quizId: t.arg.globalID({ required: true, for: QuizRef }) },
    resolve: (_root, { quizId }, ctx) => managedQuiz(ctx, quizId.id, 'owner'),
  }),
);
