// The legacy quiz calls of the learner: thin adapters over the quiz services.
import { answersFromQuizDocument } from '../../../domain/quiz/answersInput.ts';
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import { openQuiz, saveDraft, type OpenedQuiz } from '../../services/quiz/quizTaking.ts';
import { submitQuiz, type SubmitInput } from '../../services/quiz/quizSubmission.ts';
import { learnerAccountResults, learnerQuizResult, learnerQuizReview } from '../../services/results/quizResults.ts';
import { registerToAccount } from '../../services/learner/registration.ts';
import type { Body, Route } from '../route.ts';

/** The quiz as the legacy client read it (its settings and sections or questions), with the attempt added. */
function legacyQuiz({ quiz, settings, content, attempt, serverNow, learnerName }: OpenedQuiz) {
  return {
    id: quiz.id,
    _id: quiz.id,
    name: quiz.name,
    banner: quiz.banner,
    isForm: quiz.isForm,
    allowedTime: quiz.allowedTime,
    remarks: quiz.remarks,
    supportLink: quiz.supportLink,
    showResult: quiz.showResult,
    editableAnswers: quiz.editableAnswers,
    attachments: quiz.attachments,
    specialCharsReduction: settings.specialCharsReduction,
    ...content,
    userName: learnerName,
    attempt: {
      id: attempt.id,
      startedAt: attempt.startedAt,
      deadlineAt: attempt.deadlineAt,
      serverNow,
      draftSeq: attempt.draftSeq,
      draftAnswers: attempt.draftAnswers,
    },
  };
}

function record(value: unknown): Body | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null;
}

/** { quizId, attemptId, answers, submitKey }, or the legacy { quiz } document with the answers written in. */
function submission(body: Body): SubmitInput {
  const quiz = record(body.quiz);
  return {
    quizId: body.quizId ?? quiz?.id ?? quiz?._id,
    attemptId: body.attemptId,
    answers: body.answers ?? (quiz ? answersFromQuizDocument(quiz) : undefined),
    submitKey: body.submitKey,
  };
}

export const userRoutes: Record<string, Route> = {
  takeQuiz: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      return legacyQuiz(await openQuiz(ctx, body.quizId));
    },
  },
  saveQuizAnswers: {
    access: 'learner',
    handle: (ctx, body) => saveDraft(ctx, { attemptId: body.attemptId, seq: body.seq, answers: body.answers, log: body.log }),
  },
  submitQuiz: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      return submitQuiz(ctx, submission(body));
    },
  },
  registerUserToAccount: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      const { quizId: _formId, ...input } = submission(body);
      return registerToAccount(ctx, body.accountId, input);
    },
  },
  getUserQuizResult: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      const result = await learnerQuizResult(ctx, body.quizId);
      return { ...result, review: result.showResult ? await learnerQuizReview(ctx, result.quizId) : null };
    },
  },
  getUserResults: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      return learnerAccountResults(ctx, body.accountId);
    },
  },
};
