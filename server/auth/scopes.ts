// Who may do what, decided here and only here (issue 31: authorization in the
// scope rules, not in inline role checks). GraphQL fields name the scopes they
// need (`authScopes: { platformAdmin: true }`, schema/builder.ts computes them
// with authScopesOf); services that REST also reaches call the guards below,
// which answer the catalogue's refusals: unauthenticated for nobody signed
// in, forbidden for anyone else. Row rules (is this the viewer's own
// account?) stay with the service that reads the row.
import type { AdminRole } from '../db/generated/client.ts';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Viewer } from './viewer.ts';

export type AdminViewer = Extract<Viewer, { kind: 'admin' }>;
export type LearnerViewer = Extract<Viewer, { kind: 'learner' }>;

export interface AuthScopes {
  /** anyone, signed in or not */
  public: boolean;
  /** a learner of the request's organisation */
  learner: boolean;
  /** an account owner of the request's organisation */
  accountOwner: boolean;
  /** the holder of the request's organisation */
  orgHolder: boolean;
  /** a platform admin, whatever the organisation */
  platformAdmin: boolean;
  /** an administrator of any role and organisation (an API token's too): the service checks the rows, e.g. their own notifications */
  admin: boolean;
}

/** The scopes of the request's viewer, computed once per request by the GraphQL builder. */
export function authScopesOf(ctx: Pick<RequestContext, 'viewer' | 'organization'>): AuthScopes {
  const { viewer, organization } = ctx;
  const inOrg = viewer.kind !== 'anonymous' && viewer.organizationId === organization?.id;
  const role = viewer.kind === 'admin' ? viewer.role : null;
  return {
    public: true,
    learner: viewer.kind === 'learner' && inOrg,
    accountOwner: role === 'ACCOUNT_OWNER' && inOrg,
    orgHolder: role === 'ORG_HOLDER' && inOrg,
    platformAdmin: role === 'PLATFORM_ADMIN',
    admin: role !== null,
  };
}

/** The refusal of a viewer who is not allowed: unauthenticated when nobody is signed in. */
export const refusalFor = (viewer: Viewer): AppError => new AppError(viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');

/** The viewer as an administrator of one of `roles` (any role when none is named), or the refusal. */
export function requireAdmin(ctx: Pick<RequestContext, 'viewer'>, ...roles: AdminRole[]): AdminViewer {
  const { viewer } = ctx;
  if (viewer.kind !== 'admin' || (roles.length > 0 && !roles.includes(viewer.role))) throw refusalFor(viewer);
  return viewer;
}

/**
 * The viewer as a learner, or unauthenticated whoever else asks (an
 * administrator too: a learner's own calls know nobody else).
 */
export function requireLearner(ctx: Pick<RequestContext, 'viewer'>): LearnerViewer {
  const { viewer } = ctx;
  if (!isLearner(viewer)) throw new AppError('unauthenticated');
  return viewer;
}

/** Whether the viewer is an administrator (of any role). */
export const isAdmin = (viewer: Viewer): viewer is AdminViewer => viewer.kind === 'admin';

/** Whether the viewer is an administrator of one of `roles`. */
export const hasRole = (viewer: Viewer, ...roles: AdminRole[]): boolean => viewer.kind === 'admin' && roles.includes(viewer.role);

/** Whether the viewer is a learner (signed in, or named by e-mail on a legacy path). */
export const isLearner = (viewer: Viewer): viewer is LearnerViewer => viewer.kind === 'learner';

/** Whether a person signed in makes the request: a learner, or an administrator's own session (not an API token). */
export const isSignedInPerson = (viewer: Viewer): viewer is LearnerViewer | AdminViewer =>
  viewer.kind === 'learner' || (viewer.kind === 'admin' && !viewer.apiToken);
