import { screen, waitFor, within } from '@testing-library/react';

/**
 * The element showing exactly `text` is a bidirectional isolate whose direction
 * follows its content (<bdi dir="auto">, see shell/userText/UserText.tsx); its
 * tag and dir, for `expect(...).toEqual(ISOLATED)`.
 */
export function isolationOf(text: string, container?: HTMLElement): { tag: string; dir: string | null } {
  const element = (container ? within(container) : screen).getAllByText(text)[0];
  return { tag: element.tagName.toLowerCase(), dir: element.getAttribute('dir') };
}

export const ISOLATED = { tag: 'bdi', dir: 'auto' } as const;

/** The alert (a snackbar message) that says `text` whole, whatever isolates its names are wrapped in. */
export function findAlertSaying(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert', { hidden: true }).find((element) => element.textContent === text);
    if (!alert) throw new Error(`no alert says: ${text}`);
    return alert;
  });
}
