// Who may read a program (the Program node): staff of the program's account
// or organisation, or a learner who may open it (the same rule as the
// learner's program lists: learnerMayOpenProgram).
import { hasRole, isAdmin, isLearner } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Program } from '../../db/generated/client.ts';
import { learnerMayOpenProgram } from '../learner/learnerContent.ts';

export async function mayReadProgram(ctx: RequestContext, program: Pick<Program, 'id' | 'organizationId' | 'accountId'>): Promise<boolean> {
  const { viewer } = ctx;
  if (isLearner(viewer)) return learnerMayOpenProgram(ctx, program.id);
  if (!isAdmin(viewer)) return false;
  if (hasRole(viewer, 'PLATFORM_ADMIN')) return true;
  if (hasRole(viewer, 'ORG_HOLDER')) return viewer.organizationId === program.organizationId;
  return viewer.accountId === program.accountId;
}
