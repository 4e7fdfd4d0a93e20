// The users-management page (/AccountUsersManagement): a learner's entries in
// an account, and deleting one quiz entry or the registration. The account's
// owner, or the holder of its organisation.
import type { Route } from '../route.ts';
import { deleteQuizEntries } from '../../services/examinees/quizEntries.ts';
import { learnerAccountRecords } from '../../services/learnerRecords/userAnswerEntries.ts';
import { deleteUserRegistration } from '../../services/learnerRecords/userRegistration.ts';

const managers = ['ACCOUNT_OWNER', 'ORG_HOLDER'] as const;

export const adminRoutes: Record<string, Route> = {
  getUserAccountAnswerEntries: {
    access: managers,
    handle: async (ctx, body) => {
      const records = await learnerAccountRecords(ctx, { accountId: body.accountId, email: body.email });
      return {
        email: records.email,
        quizzes: records.quizzes.map(({ quizId, name, mark, gradeOffset }) => ({ id: quizId, name, mark, gradeOffset })),
        privateQuizzes: records.privateQuizzes.map(({ quizId, name }) => ({ id: quizId, name })),
      };
    },
  },
  deleteUserQuizEntry: {
    access: managers,
    handle: async (ctx, body) => {
      await deleteQuizEntries(ctx, [{ email: body.email, quizId: body.quizId }]);
      return true;
    },
  },
  deleteUserRegistration: {
    access: managers,
    handle: (ctx, body) => deleteUserRegistration(ctx, { accountId: body.accountId, email: body.email }),
  },
};
