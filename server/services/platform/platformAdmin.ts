// Who may use the platform admin's calls: a platform admin, signed in.
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

export function requirePlatformAdmin(ctx: RequestContext): void {
  const { viewer } = ctx;
  if (viewer.kind === 'anonymous') throw new AppError('unauthenticated');
  if (viewer.kind !== 'admin' || viewer.role !== 'PLATFORM_ADMIN') throw new AppError('forbidden');
}
