export type Policy = 'privacy' | 'terms';

const SESSION_KEYS: Record<Policy, string> = {
  privacy: 'privacyPolicyAccepted',
  terms: 'termsAccepted',
};

/**
 * Acceptance given on the policy page itself (opened with showAccept=true),
 * kept for this browser session as the time it was given; the screen that
 * sent the learner here reads it when they come back.
 */
export function recordPolicyAcceptance(policy: Policy, at: Date = new Date()): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS[policy], at.toISOString());
  } catch {
    // Storage disabled: the learner ticks the box on the form instead.
  }
}
