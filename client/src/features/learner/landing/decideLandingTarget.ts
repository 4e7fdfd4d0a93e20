import { landingPagePath } from '../../publicPages/publicPaths.ts';

export interface LandingInput {
  /** The organisation the server resolved (the stored alias's, else the host's), once loaded; null when there is none. */
  organization: { alias: string; isLive: boolean } | null;
  error: unknown;
}

export type LandingTarget = 'login' | { landing: string };

/**
 * Where / leads (spec, "Landing router at /"): a live organisation goes to its
 * landing page; one that is not live, none, or a failed load go to the
 * learner login.
 */
export function decideLandingTarget({ organization, error }: LandingInput): LandingTarget {
  if (error || !organization) return 'login';
  return organization.isLive ? { landing: organization.alias } : 'login';
}

export function landingTargetPath(target: LandingTarget): string {
  return target === 'login' ? '/login' : landingPagePath(target.landing);
}
