// A quiz's private users and learners' quiz entries: setExaminees (the
// account's owner, up to 100 e-mails a call) and deleteQuizEntries (the owner,
// or the holder of the quizzes' organisation). invalidEmail answers as
// InvalidEmailsError, whose `invalid` lists every invalid e-mail of the batch.
import { InvalidEmailsError } from '../../../server/services/examinees/emailList.ts';
import { setExaminees, type StoredExaminees } from '../../../server/services/examinees/examinees.ts';
import { decodedQuizEntryList } from '../../../domain/examinees/examineeInputs.ts';
import { deleteEntries, type DeletedEntries } from '../../../server/services/examinees/quizEntries.ts';
import { builder } from '../../builder.ts';
import { QuizRef } from '../quiz/quizRef.ts';
import { ErrorInterface } from '../../errors.ts';

builder.objectType(InvalidEmailsError, {
  name: 'InvalidEmailsError',
  description: 'invalidEmail: nothing of the batch was stored; `invalid` lists its invalid e-mails (trimmed and lower-cased), for invalidEmails.txt.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidEmailsError,
  fields: (t) => ({
    field: t.string({ nullable: true, resolve: (error) => error.field ?? null }),
    invalid: t.stringList({ resolve: (error) => error.invalid }),
  }),
});

const StoredExamineesRef = builder.objectRef<StoredExaminees>('StoredExaminees').implement({
  fields: (t) => ({
    added: t.exposeInt('added', { description: 'e-mails that were not private users of the quiz before (0 when the same batch is sent again)' }),
    total: t.exposeInt('total', { description: "the quiz's private users now" }),
  }),
});

export const DeletedQuizEntriesRef = builder.objectRef<DeletedEntries>('DeletedQuizEntries').implement({
  description: 'What deleting quiz entries removed (docs/decisions/examinees.md, "What a quiz entry is").',
  fields: (t) => ({
    examinees: t.exposeInt('examinees', { description: 'private-user rows' }),
    submissions: t.exposeInt('submissions'),
    registrations: t.exposeInt('registrations', { description: "registrations, for entries of an account's registration form" }),
  }),
});

export const QuizEntryInput = builder.inputType('QuizEntryInput', {
  fields: (f) => ({ email: f.string({ required: true }), quizId: f.globalID({ required: true, for: QuizRef }) }),
});

/** Where the owner or the holder manage learners' records; the services check which account or organisation. */
export const managers = { authScopes: { accountOwner: true, orgHolder: true } } as const;

builder.mutationFields((t) => ({
  setExaminees: t.field({
    type: StoredExamineesRef,
    description: "Adds e-mails (at most 100) to the quiz's private users, all or none; sending them again changes nothing.",
    errors: { types: [InvalidEmailsError] },
    authScopes: { accountOwner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetExamineesInput', {
          fields: (f) => ({ quizId: f.globalID({ required: true, for: QuizRef }), emails: f.stringList({ required: true }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => setExaminees(ctx, { quizId: input.quizId.id, emails: input.emails }),
  }),
  deleteQuizEntries: t.field({
    type: DeletedQuizEntriesRef,
    description: "Deletes learners' quiz entries (at most 1,000), all in one transaction.",
    errors: { types: [InvalidEmailsError] },
    ...managers,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteQuizEntriesInput', {
          fields: (f) => ({ entries: f.field({ type: [QuizEntryInput], required: true }).validate(decodedQuizEntryList) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteEntries(ctx, input.entries),
  }),
}));
