// The users-management page: a learner's records in an account (quizzes with
// mark and grade offset, private quizzes), and deleting one quiz entry or the
// registration. The account's owner, or the holder of its organisation.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { InvalidEmailsError } from '../../../server/services/examinees/emailList.ts';
import { deleteEntries } from '../../../server/services/examinees/quizEntries.ts';
import { decodedLearnerQuizEntry } from '../../../domain/learnerRecords/learnerRecordInputs.ts';
import {
  learnerAccountRecords,
  type LearnerAccountRecords,
  type LearnerQuizRecord,
} from '../../../server/services/learnerRecords/userAnswerEntries.ts';
import { deleteUserRegistration } from '../../../server/services/learnerRecords/userRegistration.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { DeletedQuizEntriesRef, managers } from '../examinees/examinees.ts';
import { QuizRef } from '../quiz/quizNode.ts';

const LearnerQuizRecordRef = builder.objectRef<LearnerQuizRecord>('LearnerQuizRecord').implement({
  fields: (t) => ({
    quizId: t.id({ description: "the quiz's global id", resolve: (record) => encodeGlobalID('Quiz', record.quizId) }),
    name: t.exposeString('name'),
    isForm: t.exposeBoolean('isForm'),
    mark: t.exposeInt('mark', { nullable: true, description: 'the result with manual grades and the grade offset; null while an external grade is not uploaded' }),
    maxGrade: t.exposeInt('maxGrade'),
    gradeOffset: t.exposeInt('gradeOffset'),
  }),
});

const PrivateQuizRecordRef = builder.objectRef<{ quizId: string; name: string }>('PrivateQuizRecord').implement({
  fields: (t) => ({
    quizId: t.id({ resolve: (record) => encodeGlobalID('Quiz', record.quizId) }),
    name: t.exposeString('name'),
  }),
});

const LearnerRecordsRef = builder.objectRef<LearnerAccountRecords>('LearnerRecords').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    registered: t.exposeBoolean('registered', { description: 'the learner has a registration with the account' }),
    quizzes: t.field({ type: [LearnerQuizRecordRef], resolve: (records) => records.quizzes }),
    privateQuizzes: t.field({ type: [PrivateQuizRecordRef], resolve: (records) => records.privateQuizzes }),
  }),
});

const RegistrationDeletionRef = builder.objectRef<{ found: boolean }>('RegistrationDeletion').implement({
  fields: (t) => ({ found: t.exposeBoolean('found', { description: 'false: the learner had no registration with the account' }) }),
});

builder.queryField('learnerRecords', (t) =>
  t.field({
    type: LearnerRecordsRef,
    description: "A learner's records in an account, by e-mail; userNotFound when the account knows nobody of that e-mail.",
    errors: { types: [InvalidEmailsError] },
    ...managers,
    args: { accountId: t.arg.globalID({ required: true, for: AccountRef }), email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => learnerAccountRecords(ctx, { accountId: args.accountId.id, email: args.email }),
  }),
);

builder.mutationFields((t) => ({
  deleteLearnerQuizEntry: t.field({
    type: DeletedQuizEntriesRef,
    description: "Deletes one learner's entry of a quiz (as one entry of deleteQuizEntries).",
    errors: { types: [InvalidEmailsError] },
    ...managers,
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('DeleteLearnerQuizEntryInput', {
            fields: (f) => ({ email: f.string({ required: true }), quizId: f.globalID({ required: true, for: QuizRef }) }),
          })
          .validate(decodedLearnerQuizEntry),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteEntries(ctx, input),
  }),
  deleteLearnerRegistration: t.field({
    type: RegistrationDeletionRef,
    description: "Deletes the learner's registration with the account, and their entry of its registration form.",
    errors: { types: [InvalidEmailsError] },
    ...managers,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteLearnerRegistrationInput', {
          fields: (f) => ({ accountId: f.globalID({ required: true, for: AccountRef }), email: f.string({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ found: await deleteUserRegistration(ctx, { accountId: input.accountId.id, email: input.email }) }),
  }),
}));
