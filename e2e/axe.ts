// axe-core run inside a journey's page: its source injected once per document,
// the violations summarised so that a failing assertion names rule and nodes.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  rule: string;
  /** axe's impact of the rule's worst node */
  impact: Impact | null;
  help: string;
  nodes: string[];
}

/**
 * The accessibility rules the page breaks now (WCAG 2.1 A and AA and axe's best
 * practices). `exclude` takes CSS selectors of third-party nodes that cannot be
 * fixed; each caller says why beside it.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  // Colour contrast is read from what is painted: a dialog or backdrop still
  // fading lays half-transparent layers over the text, so wait for the CSS
  // transitions to end (not the endless animations of a progress indicator).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.constructor.name !== 'CSSTransition' || animation.playState !== 'running'),
  );
  // Evaluated through the DevTools protocol: an injected <script> would be (rightly) refused by the app's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const results = await runner.run(
      { include: [document], exclude: excluded.map((selector) => [selector]) } as axe.ElementContext,
      { resultTypes: ['violations'] },
    );
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }, exclude);
}

/**
 * The violations of impact serious or critical only: what issue 30 asks of
 * every screen, in both languages, at 1280 and 390 px.
 */
export async function seriousAxeViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  return (await axeViolations(page, exclude)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * The serious and critical violations of the page as it is, at 1280 and then
 * at 390 px (the viewport is left at 390 px), each list labelled with `what`.
 */
export async function seriousAxeViolationsAtBothWidths(page: Page, what: string, exclude: string[] = []): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // a layout that changes with the width (a viewer beside the tree becomes a dialog over it) renders on the
    // next frames and only then starts its transitions: let them start before waiting for their end
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const violations = await seriousAxeViolations(page, exclude);
    if (violations.length > 0) found[`${what} at ${width} px`] = violations;
  }
  return found;
}

/**
 * A journey's axe record: `check` adds the page's serious and critical
 * findings at both widths (labelled `what`) and puts the desktop back for the
 * journey's next step; `found` is expected to stay empty.
 */
export function axeRecord(page: Page, exclude: string[] = []) {
  const found: Record<string, Violation[]> = {};
  const check = async (what: string): Promise<void> => {
    Object.assign(found, await seriousAxeViolationsAtBothWidths(page, what, exclude));
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  /** Opens a dialog (or a menu) with `open`, checks the page with it shown, and closes it with Escape. */
  const checkPopup = async (what: string, open: () => Promise<void>, role: 'dialog' | 'menu' = 'dialog'): Promise<void> => {
    await open();
    const popup = page.getByRole(role).first();
    await popup.waitFor();
    await check(what);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  };
  return { found, check, checkPopup };
}
