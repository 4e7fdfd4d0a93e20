// One path of the legacy REST facade: who may call it and what it does. The
// tables of paths are kept per area (server/rest/<area>/) and assembled in
// routes.ts; an area's table imports services, never another table.
import type { z } from 'zod';
import type { AdminRole } from '../db/generated/client.ts';
import type { RequestContext } from '../context.ts';

export type Body = Record<string, unknown>;

export interface Route {
  /** checked before the handler runs: a role, or any of several; handlers check ownership through the services */
  access: 'public' | 'learner' | 'admin' | AdminRole | readonly AdminRole[];
  /**
   * The body's schema (domain/<area>/…Inputs.ts), checked after `access` and
   * before `handle`, which then takes the typed value; a refusal answers the
   * first issue's code and field (server/inputs.ts). Write it with `route()`.
   */
  body?: z.ZodType;
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

/** A path whose body is checked by its schema: `handle` takes what the schema answers. */
export function route<S extends z.ZodType>(
  definition: Omit<Route, 'body' | 'handle'> & { body: S; handle(ctx: RequestContext, body: z.output<S>): Promise<unknown> },
): Route {
  return definition as Route;
}
