// One path of the legacy REST facade: who may call it and what it does. The
// tables of paths are kept per area (server/rest/<area>/) and assembled in
// routes.ts; an area's table imports services, never another table.
import type { AdminRole } from '../db/generated/client.ts';
import type { RequestContext } from '../context.ts';

export type Body = Record<string, unknown>;

export interface Route {
  /** checked before the handler runs: a role, or any of several; handlers check ownership through the services */
  access: 'public' | 'learner' | 'admin' | AdminRole | readonly AdminRole[];
  handle(ctx: RequestContext, body: Body): Promise<unknown>;
  /**
   * Unauthenticated requests count against the per-address limit of public
   * paths. Opt-in: learner paths (saves, submits) are never limited, whether
   * they name the learner by token or by e-mail.
   */
  perAddressLimit?: true;
  /**
   * A larger body than the facade's 1 MB, and longer lists than the edge
   * guard's 10,000 items, for the paths that take a whole file's rows (the
   * manual grading upload: 50,000 rows). Both limits still apply, raised.
   */
  maxBodyBytes?: number;
  maxItems?: number;
  /** answered during maintenance too (the sign-in, which lets only the platform admin in, and the maintenance state itself) */
  duringMaintenance?: true;
}
