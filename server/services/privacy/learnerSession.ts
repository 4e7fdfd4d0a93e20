// Reading or erasing a learner's data needs their session token. The legacy
// facade lets a body's e-mail name the learner of a token-less user/ call
// (docs/decisions.md, "Legacy e-mail identity"): such a viewer has no session,
// and is refused here, so knowing an address is never enough to read or
// erase someone (docs/decisions/privacy.md).
import { isAdmin, isLearner } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** The learner of the session; an administrator is forbidden, anyone else (a learner named by e-mail too) unauthenticated. */
export function requireLearnerSession(ctx: RequestContext): { learnerId: string; organizationId: string } {
  const { viewer } = ctx;
  if (isLearner(viewer) && viewer.sessionId !== null) return viewer;
  throw new AppError(isAdmin(viewer) ? 'forbidden' : 'unauthenticated');
}
