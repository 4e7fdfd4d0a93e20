// The registration form's shareable link, /#/home/{quizId}/true/{account}
// (spec §2): the learner entry (features/learner/entry) reads the quiz with
// quizGlobalId and sends the account back as a Domain node id, as the tree's
// share links do; their id helpers are reused rather than repeated.
import { quizPath } from '../../learner/learnerPaths.ts';
import { accountIdOf, appUrl, nodeId } from '../shareLinks.ts';

/** The full address to share; accountId is the Account node id. */
export function registrationFormLink({ accountId, regFormId }: { accountId: string; regFormId: string }): string {
  return appUrl(quizPath({ quizId: regFormId, isForm: true, domainId: nodeId('Domain', accountIdOf(accountId)) }));
}

/** The quiz editor on the registration form: a new one, or the account's own. */
export function registrationFormEditorPath(regFormId: string | null | undefined): string {
  const query = new URLSearchParams({ regForm: 'true', isForm: 'true' });
  if (regFormId) query.set('quiz', regFormId);
  return `/AccountEditQuiz?${query.toString()}`;
}
