// Reading or erasing a learner's data needs their session token. The legacy
// facade lets a body's e-mail name the learner of a token-less user/ call
// (docs/decisions.md, "Legacy e-mail identity"): such a viewer has no session,
// and is refused here, so knowing an address is never enough to read or
// erase someone (docs/decisions/privacy.md).
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

export function requireLearnerSession(ctx: RequestContext): { learnerId: string; organizationId: string } {
  const { viewer } = ctx;
  if (viewer.kind === 'learner' && viewer.sessionId !== null) return viewer;
  throw new AppError(viewer.kind === 'admin' ? 'forbidden' : 'unauthenticated');
}
