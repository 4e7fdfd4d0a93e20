// Who may use the platform admin's calls: a platform admin, signed in (or their API token).
import { requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';

export function requirePlatformAdmin(ctx: RequestContext): void {
  requireAdmin(ctx, 'PLATFORM_ADMIN');
}
