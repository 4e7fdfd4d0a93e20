// The account home's private users and "delete examinees / registrants by
// file": admin/setExaminees (the owner, batches of 100 e-mails) and
// admin/deleteMultipleUserQuizEntries (the owner, or the holder of the quiz's
// organisation). Both answer true; invalidEmail carries the invalid e-mails.
import { examineesUpload, quizEntriesDeletion } from '../../../domain/examinees/examineeInputs.ts';
import { route, type Route } from '../route.ts';
import { setExaminees } from '../../services/examinees/examinees.ts';
import { deleteEntries } from '../../services/examinees/quizEntries.ts';

export const adminRoutes: Record<string, Route> = {
  setExaminees: route({
    access: 'ACCOUNT_OWNER',
    body: examineesUpload,
    handle: async (ctx, { quizId, examinees }) => {
      await setExaminees(ctx, { quizId, emails: examinees });
      return true;
    },
  }),
  deleteMultipleUserQuizEntries: route({
    access: ['ACCOUNT_OWNER', 'ORG_HOLDER'],
    body: quizEntriesDeletion,
    handle: async (ctx, { entries }) => {
      await deleteEntries(ctx, entries);
      return true;
    },
  }),
};
