// The account owner's quizzes in the editor: the account's list, one quiz's
// document (the draft and the published version), and the mutations that
// create, save, publish, duplicate and delete them (server/services/quizEditor/quizEditing.ts).
import {
  accountQuizzesQuery,
  createQuiz,
  deleteQuiz,
  duplicateQuiz,
  publishQuiz,
  quizForEditing,
  saveQuiz,
  type EditorQuiz,
} from '../../../server/services/quizEditor/quizEditing.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { ownerOnly } from '../account/accountEditing.ts';

export const QuizDocumentRef = builder.objectRef<EditorQuiz>('QuizDocument').implement({
  description: 'A quiz as the editor loads and saves it: what the owner edits, and what learners see.',
  fields: (t) => ({
    quizId: t.exposeString('quizId'),
    revision: t.exposeInt('revision', { description: 'Send it back with saveQuiz and publishQuiz: one based on an older revision is refused.' }),
    document: t.field({
      type: 'JSON',
      description: 'the quiz as the owner last saved it (the unpublished draft, if any): settings and sections (or questions for version 0)',
      resolve: (quiz) => quiz.document,
    }),
    publishedDocument: t.field({
      type: 'JSON',
      nullable: true,
      description: 'the quiz as learners see it; null while it was never published',
      resolve: (quiz) => quiz.published,
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true, description: 'when it was last published; null: never, and learners do not see it' }),
    hasUnpublishedChanges: t.exposeBoolean('hasUnpublishedChanges', { description: 'document is not what learners see: publishQuiz would change it' }),
    answersCount: t.exposeInt('answersCount'),
    attemptsInProgress: t.exposeInt('attemptsInProgress', { description: 'learners who started the quiz and have not submitted yet' }),
    account: t.prismaField({
      type: 'Account',
      description: "The quiz's account, as it is now: after duplicateQuiz, its quizzes and programs with the copy.",
      resolve: (query, quiz, _args, ctx) => ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: quiz.accountId } }),
    }),
  }),
});

interface EditorQuizSummary {
  id: string;
  name: string;
  isForm: boolean;
  externalGrades: boolean;
  version: number;
  isActive: boolean;
  publishedAt: Date | null;
  _count: { submissions: number; examinees: number };
}

export const EditorQuizSummaryRef = builder.objectRef<EditorQuizSummary>('EditorQuizSummary').implement({
  fields: (t) => ({
    quizId: t.exposeString('id'),
    name: t.exposeString('name'),
    isForm: t.exposeBoolean('isForm'),
    externalGrades: t.exposeBoolean('externalGrades'),
    version: t.exposeInt('version'),
    isActive: t.exposeBoolean('isActive'),
    published: t.boolean({ description: 'false while the quiz was never published: learners do not see it', resolve: (quiz) => quiz.publishedAt !== null }),
    examineesCount: t.int({
      description: 'The learners who submitted the quiz (one submission each)',
      resolve: (quiz) => quiz._count.submissions,
    }),
    answersCount: t.int({ resolve: (quiz) => quiz._count.submissions }),
    privateExamineesCount: t.int({
      description: 'The e-mails uploaded as private users of the quiz (who may open it while it is private)',
      resolve: (quiz) => quiz._count.examinees,
    }),
  }),
});

const DeletedQuizRef = builder.objectRef<{ quizId: string; kept: boolean; accountId: string }>('DeletedQuiz').implement({
  fields: (t) => ({
    quizId: t.exposeString('quizId'),
    kept: t.exposeBoolean('kept', { description: 'true: it had submissions, and is kept hidden so its results stay exportable' }),
    account: t.prismaField({
      type: 'Account',
      description: "The quiz's account, as it is now: its quizzes and programs without the quiz.",
      resolve: (query, deleted, _args, ctx) => ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: deleted.accountId } }),
    }),
  }),
});

builder.objectFields(AccountRef, (t) => ({
  quizzes: t.field({
    type: [EditorQuizSummaryRef],
    description: "The account's quizzes and forms that are not deleted.",
    ...ownerOnly,
    resolve: (account, _args, ctx) =>
      ctx.prisma.quiz.findMany({
        ...accountQuizzesQuery(account.id),
        select: {
          id: true,
          name: true,
          isForm: true,
          externalGrades: true,
          version: true,
          isActive: true,
          publishedAt: true,
          _count: { select: { submissions: true, examinees: true } },
        },
      }),
  }),
}));

builder.queryField('quizDocument', (t) =>
  t.field({
    type: QuizDocumentRef,
    description: "A quiz of the signed-in owner's account, for the editor.",
    errors: {},
    ...ownerOnly,
    args: { quizId: t.arg.string({ required: true }) },
    resolve: (_root, { quizId }, ctx) => quizForEditing(ctx, quizId),
  }),
);

builder.mutationFields((t) => ({
  createQuiz: t.field({
    type: QuizDocumentRef,
    description: 'Creates a quiz, placed in a program (or one of its folders) when given, or as the registration form.',
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateQuizInput', {
          fields: (f) => ({
            document: f.field({ type: 'JSON', required: true }),
            programId: f.string(),
            folderId: f.string(),
            asRegistrationForm: f.boolean(),
            publish: f.boolean({ description: 'true: learners see the quiz at once; otherwise it waits for publishQuiz' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => createQuiz(ctx, { ...input, document: input.document }),
  }),
  saveQuiz: t.field({
    type: QuizDocumentRef,
    description:
      'Saves a quiz; staleRevision when it changed since `revision`. A published quiz keeps what learners see until it is published again (publish, or publishQuiz).',
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SaveQuizInput', {
          fields: (f) => ({
            quizId: f.string({ required: true }),
            revision: f.int({ required: true }),
            document: f.field({ type: 'JSON', required: true }),
            publish: f.boolean({ description: 'true: learners see this version at once; otherwise a published quiz keeps its published version' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => saveQuiz(ctx, { ...input, document: input.document }),
  }),
  publishQuiz: t.field({
    type: QuizDocumentRef,
    description:
      'Publishes what the owner saved: learners see it from now on, and results are graded against it. staleRevision when the quiz changed since `revision`.',
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('PublishQuizInput', {
          fields: (f) => ({ quizId: f.string({ required: true }), revision: f.int({ required: true }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => publishQuiz(ctx, input),
  }),
  duplicateQuiz: t.field({
    type: QuizDocumentRef,
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DuplicateQuizInput', {
          fields: (f) => ({ quizId: f.string({ required: true }), name: f.string({ required: true }), programId: f.string(), folderId: f.string() }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => duplicateQuiz(ctx, input),
  }),
  deleteQuiz: t.field({
    type: DeletedQuizRef,
    description: 'quizHasSubmissions unless confirmSubmissions when the quiz has submissions; it is then kept hidden.',
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteQuizInput', {
          fields: (f) => ({ quizId: f.string({ required: true }), confirmSubmissions: f.boolean() }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteQuiz(ctx, input),
  }),
}));
