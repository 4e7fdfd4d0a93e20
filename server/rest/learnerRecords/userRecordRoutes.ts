// The users-management page (/AccountUsersManagement): a learner's entries in
// an account, and deleting one quiz entry or the registration. The account's
// owner, or the holder of its organisation.
import { learnerQuizEntry, learnerRecordsQuery, registrationDeletion } from '../../../domain/learnerRecords/learnerRecordInputs.ts';
import { route, type Route } from '../route.ts';
import { deleteEntries } from '../../services/examinees/quizEntries.ts';
import { learnerAccountRecords } from '../../services/learnerRecords/userAnswerEntries.ts';
import { deleteUserRegistration } from '../../services/learnerRecords/userRegistration.ts';

const managers = ['ACCOUNT_OWNER', 'ORG_HOLDER'] as const;

export const adminRoutes: Record<string, Route> = {
  getUserAccountAnswerEntries: route({
    access: managers,
    body: learnerRecordsQuery,
    handle: async (ctx, query) => {
      const records = await learnerAccountRecords(ctx, query);
      return {
        email: records.email,
        quizzes: records.quizzes.map(({ quizId, name, mark, gradeOffset }) => ({ id: quizId, name, mark, gradeOffset })),
        privateQuizzes: records.privateQuizzes.map(({ quizId, name }) => ({ id: quizId, name })),
      };
    },
  }),
  deleteUserQuizEntry: route({
    access: managers,
    body: learnerQuizEntry,
    handle: async (ctx, entries) => {
      await deleteEntries(ctx, entries);
      return true;
    },
  }),
  deleteUserRegistration: route({
    access: managers,
    body: registrationDeletion,
    handle: (ctx, deletion) => deleteUserRegistration(ctx, deletion),
  }),
};
