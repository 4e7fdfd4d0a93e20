// Taking a quiz: opening it (which starts or continues the attempt), saving
// answers while it is taken, and submitting.
import { openQuiz, saveDraft, type OpenedQuiz, type SavedDraft } from '../../../server/services/quiz/quizTaking.ts';
import { submitQuiz } from '../../../server/services/quiz/quizSubmission.ts';
import { registerToAccount } from '../../../server/services/learner/registration.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { answersField, attemptChoice, draftSave, submitKeyField } from '../../../domain/quiz/quizInputs.ts';
import { builder } from '../../builder.ts';
import { DomainRef } from '../learner/domain.ts';
import { QuizResultRef } from '../results/quizResult.ts';
import { QuizRef } from './quizRef.ts';

export const QuizAttemptRef = builder.objectRef<OpenedQuiz>('QuizAttempt').implement({
  description: 'The attempt: its deadline is decided by the server; the countdown is deadlineAt − serverNow.',
  fields: (t) => ({
    id: t.string({ resolve: (opened) => opened.attempt.id }),
    startedAt: t.field({ type: 'DateTime', resolve: (opened) => opened.attempt.startedAt }),
    deadlineAt: t.field({ type: 'DateTime', nullable: true, resolve: (opened) => opened.attempt.deadlineAt }),
    serverNow: t.field({ type: 'DateTime', resolve: (opened) => opened.serverNow }),
    draftSeq: t.int({ resolve: (opened) => opened.attempt.draftSeq }),
    draftAnswers: t.field({ type: 'JSON', resolve: (opened) => opened.attempt.draftAnswers }),
  }),
});

const TakenQuizRef = builder.objectRef<OpenedQuiz>('TakenQuiz').implement({
  description: 'A quiz as the learner takes it: its questions without answer keys, and the attempt.',
  fields: (t) => ({
    id: t.id({ resolve: (opened) => encodeGlobalID('Quiz', opened.quiz.id) }),
    name: t.string({ resolve: (opened) => opened.quiz.name }),
    banner: t.string({ nullable: true, resolve: (opened) => opened.quiz.banner }),
    isForm: t.boolean({ resolve: (opened) => opened.quiz.isForm }),
    version: t.int({ resolve: (opened) => opened.content.version }),
    content: t.field({ type: 'JSON', description: '{ version, sections } or { version, questions }', resolve: (opened) => opened.content }),
    allowedTime: t.int({ nullable: true, resolve: (opened) => opened.quiz.allowedTime }),
    remarks: t.string({ nullable: true, resolve: (opened) => opened.quiz.remarks }),
    supportLink: t.string({ nullable: true, resolve: (opened) => opened.quiz.supportLink }),
    showResult: t.boolean({ nullable: true, resolve: (opened) => opened.quiz.showResult }),
    editableAnswers: t.boolean({ resolve: (opened) => opened.quiz.editableAnswers }),
    attachments: t.field({ type: 'JSON', resolve: (opened) => opened.quiz.attachments }),
    learnerName: t.string({ resolve: (opened) => opened.learnerName }),
    attempt: t.field({ type: QuizAttemptRef, resolve: (opened) => opened }),
  }),
});

const SavedDraftRef = builder.objectRef<SavedDraft>('SavedQuizDraft').implement({
  fields: (t) => ({
    attemptId: t.exposeString('attemptId'),
    seq: t.exposeInt('seq'),
    savedAt: t.expose('savedAt', { type: 'DateTime' }),
    applied: t.exposeBoolean('applied'),
  }),
});

builder.mutationFields((t) => ({
  openQuiz: t.field({
    type: TakenQuizRef,
    description:
      'Opens a quiz for the signed-in learner: quizNotActive, externalQuiz, userNotRegistered, prerequisitesNotPassed, userAlreadyExamined or quizTimeExpired when it may not be taken.',
    errors: {},
    authScopes: { learner: true },
    args: { quizId: t.arg.globalID({ required: true, for: QuizRef }) },
    resolve: (_root, args, ctx) => openQuiz(ctx, args.quizId.id),
  }),
  saveQuizDraft: t.field({
    type: SavedDraftRef,
    description: 'Saves the whole answer map of an open attempt; a save whose seq is not above the last applied one changes nothing.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SaveQuizDraftInput', {
          fields: (f) => ({
            attemptId: f.string({ required: true }),
            seq: f.int({ required: true }),
            answers: f.field({ type: 'JSON', required: true }),
            log: f.field({ type: 'JSON', description: 'version 2: the selected answers since the last save' }),
          }),
        }).validate(draftSave),
      }),
    },
    resolve: (_root, { input }, ctx) => saveDraft(ctx, input),
  }),
  submitQuiz: t.field({
    type: QuizResultRef,
    description: 'Submits an attempt. Retrying with the same submitKey, or for an attempt already submitted, returns the stored result.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SubmitQuizInput', {
          fields: (f) => ({
            quizId: f.globalID({ required: true, for: QuizRef }),
            attemptId: f.string({ required: true, description: "the attempt openQuiz answered; '' for the learner's open attempt" }).validate(attemptChoice),
            answers: f.field({ type: 'JSON', required: true }).validate(answersField),
            submitKey: f.string({ required: true }).validate(submitKeyField),
            accountId: f.globalID({ for: DomainRef, description: "set when the quiz is the account's registration form (the learner registers)" }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => {
      const submission = { attemptId: input.attemptId ?? null, answers: input.answers, submitKey: input.submitKey ?? null };
      if (input.accountId) return registerToAccount(ctx, input.accountId.id, submission);
      return submitQuiz(ctx, { ...submission, quizId: input.quizId.id });
    },
  }),
}));
