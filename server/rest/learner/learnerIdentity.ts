// Who the learner of a legacy user/ call is. The spec's learner calls carry the
// learner's e-mail in the body and no token; old clients call them that way.
// Without any token, that e-mail names the learner of the request's
// organisation; with a token, the token decides (docs/decisions.md, "Legacy
// e-mail identity"). An organisation with verified sign-in on takes no e-mail
// alone: its learners' calls need the session token the mailed code gave them
// (docs/decisions/verifiedSignIn.md).
import type { RequestContext } from '../../context.ts';
import { needsSignInCode } from '../../services/signInCodes/signInCodes.ts';

/** Whether this request's organisation still lets an e-mail without a token name its learner. */
export function emailAloneNamesLearner(ctx: RequestContext): boolean {
  return !needsSignInCode(ctx.organization);
}

/** A body that names a learner by e-mail, sent without any token (an invalid token is not "none"). */
export function namesLearnerWithoutToken(ctx: RequestContext, body: Record<string, unknown>): boolean {
  const { viewer } = ctx;
  return (
    viewer.kind === 'anonymous' &&
    !viewer.invalidToken &&
    body.email !== undefined &&
    body.email !== null &&
    body.email !== '' &&
    emailAloneNamesLearner(ctx)
  );
}
