// The hooks the services call, so REST and GraphQL apply the same rules: a
// request context without limits (unit tests of services) is not limited.
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * A sign-in with a secret, counted per identity, per identity and address, and
 * per address. With `knownDevices` (an administrator's password) a browser that
 * signed in as the identity before passes the identity-wide block (rateLimits.ts).
 */
export function guardSignIn<T>(
  ctx: RequestContext,
  identity: string,
  attempt: () => Promise<T>,
  failed?: (error: unknown) => boolean,
  options?: { knownDevices?: boolean },
): Promise<T> {
  return ctx.limits ? ctx.limits.signIn(identity, attempt, failed, options) : attempt();
}

/** A "forgot password" request: counted per address, and per identity (username or e-mail) when one is named. */
export async function guardResetRequest(ctx: RequestContext, identity: string | null): Promise<void> {
  await ctx.limits?.resetRequest(identity);
}

/**
 * An answer that tells whether an e-mail is a learner's: counted per address;
 * an e-mail answered as unknown (or as taken, `missCode`) counts as a failure.
 */
export function guardLookup<T>(ctx: RequestContext, attempt: () => Promise<T>, miss: { value?: T; code?: string }): Promise<T> {
  if (!ctx.limits) return attempt();
  return ctx.limits.lookup(attempt, ({ value, error }) =>
    error ? error instanceof AppError && error.code === miss.code : 'value' in miss && value === miss.value,
  );
}

/** A one-time sign-in code asked for: counted per address and per e-mail. */
export async function guardSignInCodeRequest(ctx: RequestContext, email: string): Promise<void> {
  await ctx.limits?.signInCodeRequest(email);
}
