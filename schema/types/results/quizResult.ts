// A learner's result of a quiz, the answer review and an account's results.
import { learnerQuizResult, learnerQuizReview, type AccountResults, type QuizResultView } from '../../../server/services/results/quizResults.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { QuizRef } from '../quiz/quizRef.ts';

export const QuizResultRef = builder.objectRef<QuizResultView>('QuizResult').implement({
  description: 'What the learner may see of their submission; showResult decides (false: score, true: score and review, null: neither).',
  fields: (t) => ({
    quizId: t.id({ resolve: (result) => encodeGlobalID('Quiz', result.quizId) }),
    quizName: t.exposeString('quizName'),
    isForm: t.exposeBoolean('isForm'),
    result: t.exposeInt('result', { nullable: true }),
    maxGrade: t.exposeInt('maxGrade'),
    showResult: t.exposeBoolean('showResult', { nullable: true }),
    passed: t.exposeBoolean('passed', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    links: t.exposeStringList('links'),
    linkMsg: t.exposeString('linkMsg', { nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    autoSubmitted: t.exposeBoolean('autoSubmitted'),
    specialCharsReduction: t.exposeString('specialCharsReduction', {
      description: "The quiz's matching option: None, Space Only or Full; the review judges typed spaces with it, as grading did.",
    }),
    disableCharDictionary: t.exposeBoolean('disableCharDictionary', {
      description: "The quiz's matching option: true when Arabic letter variants are different letters.",
    }),
    review: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Every question with its answer, score, shown weight, clarification and keys; only when showResult is true.',
      resolve: (result, _args, ctx) => (result.showResult === true ? learnerQuizReview(ctx, result.quizId) : null),
    }),
  }),
});

const ResultTotalRef = builder.objectRef<AccountResults['total']>('ResultTotal').implement({
  fields: (t) => ({ result: t.exposeInt('result'), maxGrade: t.exposeInt('maxGrade') }),
});

export const AccountResultsRef = builder.objectRef<AccountResults>('AccountResults').implement({
  fields: (t) => ({
    quizzes: t.field({ type: [QuizResultRef], resolve: (results) => results.quizzes }),
    total: t.field({ type: ResultTotalRef, resolve: (results) => results.total }),
  }),
});

builder.queryFields((t) => ({
  quizResult: t.field({
    type: QuizResultRef,
    description: "The signed-in learner's result of a quiz: noResult without a submission, noGradeYet for an external quiz not graded yet.",
    errors: {},
    authScopes: { learner: true },
    args: { quizId: t.arg.globalID({ required: true, for: QuizRef }) },
    resolve: (_root, args, ctx) => learnerQuizResult(ctx, args.quizId.id),
  }),
}));
