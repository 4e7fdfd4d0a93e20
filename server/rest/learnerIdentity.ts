// Who the learner of a legacy user/ call is. The spec's learner calls carry the
// learner's e-mail in the body and no token; old clients call them that way.
// Without any token, that e-mail names the learner of the request's
// organisation; with a token, the token decides (docs/decisions.md, "Legacy
// e-mail identity").
import type { RequestContext } from '../context.ts';

/** A body that names a learner by e-mail, sent without any token (an invalid token is not "none"). */
export function namesLearnerWithoutToken(ctx: RequestContext, body: Record<string, unknown>): boolean {
  const { viewer } = ctx;
  return viewer.kind === 'anonymous' && !viewer.invalidToken && body.email !== undefined && body.email !== null && body.email !== '';
}
