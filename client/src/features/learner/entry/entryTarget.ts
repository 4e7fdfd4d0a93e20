import { quizGlobalId, quizViewPath } from '../../quiz/quizPaths.ts';

/** The sign-in screen's route parameters: /home/:quizCode/:isForm?/:accountId? for a shared quiz link, none for /login. */
export interface EntryParams {
  quizCode?: string;
  isForm?: string;
  accountId?: string;
}

/** Where the learner goes once signed in: the shared link's quiz, or their home page. */
export function entryTarget({ quizCode, isForm, accountId }: EntryParams): string {
  if (!quizCode) return '/home';
  return quizViewPath({ quizId: quizGlobalId(quizCode), isForm: isForm === 'true', accountId: accountId && accountId !== 'undefined' ? accountId : null });
}
