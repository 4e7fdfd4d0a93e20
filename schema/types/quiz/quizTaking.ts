// Taking a quiz: opening it (which starts or continues the attempt), saving
// answers while it is taken, and submitting.
import { openQuiz, saveDraft, type OpenedQuiz, type SavedDraft } from '../../../server/services/quiz/quizTaking.ts';
import { submitQuiz } from '../../../server/services/quiz/quizSubmission.ts';
import { registerToAccount } from '../../../server/services/learner/registration.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { decodeIDOrThrow } from '../../ids.ts';
import { QuizResultRef } from '../results/quizResult.ts';

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
    args: { quizId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => openQuiz(ctx, decodeIDOrThrow('Quiz', String(args.quizId), 'quizId')),
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
        }),
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
            quizId: f.id({ required: true }),
            attemptId: f.string({ required: true }),
            answers: f.field({ type: 'JSON', required: true }),
            submitKey: f.string({ required: true }),
            accountId: f.id({ description: "set when the quiz is the account's registration form (the learner registers)" }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => {
      const quizId = decodeIDOrThrow('Quiz', String(input.quizId), 'quizId');
      const submission = { attemptId: input.attemptId, answers: input.answers, submitKey: input.submitKey };
      if (input.accountId) return registerToAccount(ctx, decodeIDOrThrow('Domain', String(input.accountId), 'accountId'), submission);
      return submitQuiz(ctx, { ...submission, quizId });
    },
  }),
}));
