// The legacy quiz calls of the learner: thin adapters over the quiz services.
// The bodies are parsed at the edge (domain/quiz/quizInputs.ts); the e-mail a
// legacy body carries must be the learner's own (assertLearnerEmail).
import { accountResultsChoice, draftSave, quizChoice, quizSubmission, registrationSubmission } from '../../../domain/quiz/quizInputs.ts';
import { settled } from '../../inputs.ts';
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import { openQuiz, saveDraft, type OpenedQuiz } from '../../services/quiz/quizTaking.ts';
import { submitQuiz } from '../../services/quiz/quizSubmission.ts';
import { learnerAccountResults, learnerQuizResult, learnerQuizReview } from '../../services/results/quizResults.ts';
import { registerToAccount } from '../../services/learner/registration.ts';
import { route, type Route } from '../route.ts';

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

export const userRoutes: Record<string, Route> = {
  takeQuiz: route({
    access: 'learner',
    body: quizChoice,
    handle: async (ctx, { email, quizId }) => {
      assertLearnerEmail(ctx, email);
      return legacyQuiz(await openQuiz(ctx, quizId));
    },
  }),
  saveQuizAnswers: route({
    access: 'learner',
    body: draftSave,
    handle: (ctx, save) => saveDraft(ctx, save),
  }),
  submitQuiz: route({
    access: 'learner',
    body: quizSubmission,
    handle: async (ctx, { email, ...submission }) => {
      assertLearnerEmail(ctx, email);
      return submitQuiz(ctx, submission);
    },
  }),
  registerUserToAccount: route({
    access: 'learner',
    body: registrationSubmission,
    handle: async (ctx, { email, accountId, ...submission }) => {
      assertLearnerEmail(ctx, email);
      return registerToAccount(ctx, settled(accountId, 'accountId'), submission);
    },
  }),
  getUserQuizResult: route({
    access: 'learner',
    body: quizChoice,
    handle: async (ctx, { email, quizId }) => {
      assertLearnerEmail(ctx, email);
      const result = await learnerQuizResult(ctx, quizId);
      return { ...result, review: result.showResult ? await learnerQuizReview(ctx, result.quizId) : null };
    },
  }),
  getUserResults: route({
    access: 'learner',
    body: accountResultsChoice,
    handle: async (ctx, { email, accountId }) => {
      assertLearnerEmail(ctx, email);
      return learnerAccountResults(ctx, accountId);
    },
  }),
};
