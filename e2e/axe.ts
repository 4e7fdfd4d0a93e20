// axe-core run inside a journey's page: its source injected once per document,
// the violations summarised so that a failing assertion names rule and nodes.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface Violation {
  rule: string;
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
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }, exclude);
}
