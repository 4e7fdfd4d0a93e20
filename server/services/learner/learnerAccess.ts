// Who may read a learner (the Learner node, and the Domain views made for
// them): the learner themself, a holder of their organisation, or a platform
// admin.
import { hasRole, isAdmin, isLearner } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';

export function mayReadLearner(ctx: Pick<RequestContext, 'viewer'>, learner: { id: string; organizationId: string }): boolean {
  const { viewer } = ctx;
  if (isLearner(viewer)) return viewer.learnerId === learner.id;
  if (!isAdmin(viewer)) return false;
  return hasRole(viewer, 'PLATFORM_ADMIN') || (hasRole(viewer, 'ORG_HOLDER') && viewer.organizationId === learner.organizationId);
}

/** Whether the viewer is this learner, signed in: their own certificates and downloads are theirs alone. */
export function isViewerLearner(ctx: Pick<RequestContext, 'viewer'>, learnerId: string): boolean {
  return isLearner(ctx.viewer) && ctx.viewer.learnerId === learnerId;
}
