// The sign-in form that index.html carries (prerendered at build time,
// client/build/firstScreenPrerender.ts) takes typing and a press of the button
// before any script of the app has loaded; when React's form replaces it, what
// the learner did there carries over: the e-mail typed, the focus, and a
// sign-in asked for (beforeApp.ts holds it until then). Read once, by the first
// e-mail step that mounts (EmailStep.tsx).

/** The prerendered screen's outer element carries this attribute (SignInFirstScreen with `prerendered`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on the prerendered form by beforeApp.ts when the learner asked to sign in. */
export const ASKED_ATTRIBUTE = 'data-sign-in-asked';
/** Set on <html> by beforeApp.ts when this visit does not open on the sign-in screen: the prerendered one stays hidden. */
export const APP_ONLY_ATTRIBUTE = 'data-app-only';

export interface Handover {
  email: string;
  focused: boolean;
  /** the learner pressed the button (or Enter) before the app loaded */
  asked: boolean;
}

let pending: Handover | null = null;

/**
 * Reads what the learner did in the prerendered form, if it is there and shown,
 * for the form about to replace it. Call it right before that render.
 */
export function keepPrerenderedInput(doc: Document = document): void {
  const screen = doc.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!screen || doc.documentElement.hasAttribute(APP_ONLY_ATTRIBUTE)) return;
  const field = screen.querySelector<HTMLInputElement>('input[type="email"]');
  const form = field?.form ?? null;
  if (!field) return;
  const handover = { email: field.value, focused: doc.activeElement === field, asked: form?.hasAttribute(ASKED_ATTRIBUTE) ?? false };
  if (handover.email || handover.focused || handover.asked) pending = handover;
}

/** What the prerendered form held, once: the first caller gets it, later ones null. */
export function takeHandover(): Handover | null {
  const taken = pending;
  pending = null;
  return taken;
}
