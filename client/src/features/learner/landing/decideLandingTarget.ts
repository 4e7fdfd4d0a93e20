export interface LandingInput {
  storedAlias: string | null;
  /** The organisation the server resolved, once loaded. */
  organization: { alias: string; isLive: boolean } | null;
  error: unknown;
}

export type LandingTarget = 'login' | { landing: string };

/**
 * Where / leads (spec, "Landing router at /"): no stored organisation, a
 * failed load or an organisation that is not live go to the learner login; a
 * live organisation goes to its landing page.
 */
export function decideLandingTarget({ storedAlias, organization, error }: LandingInput): LandingTarget {
  if (!storedAlias || error || !organization) return 'login';
  return organization.isLive ? { landing: organization.alias } : 'login';
}

export function landingTargetPath(target: LandingTarget): string {
  if (target === 'login') return '/login';
  return '/login'; // the landing page route (/landing-page/:orgAlias) comes in a later issue
}
