// The account home's private users and "delete examinees / registrants by
// file": admin/setExaminees (the owner, batches of 100 e-mails) and
// admin/deleteMultipleUserQuizEntries (the owner, or the holder of the quiz's
// organisation). Both answer true; invalidEmail carries the invalid e-mails.
import type { Route } from '../route.ts';
import { setExaminees } from '../../services/examinees/examinees.ts';
import { deleteQuizEntries } from '../../services/examinees/quizEntries.ts';

export const adminRoutes: Record<string, Route> = {
  setExaminees: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      await setExaminees(ctx, { quizId: body.quizId, emails: body.examinees });
      return true;
    },
  },
  deleteMultipleUserQuizEntries: {
    access: ['ACCOUNT_OWNER', 'ORG_HOLDER'],
    handle: async (ctx, body) => {
      await deleteQuizEntries(ctx, body.entries);
      return true;
    },
  },
};
