/**
 * Focuses the first of these elements that exists and is enabled, once React
 * has shown the change that made it (a moved, added or removed question):
 * keyboard users stay where they were working instead of at the page's top.
 */
export function focusLater(...ids: string[]): void {
  setTimeout(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !element.hasAttribute('disabled')) {
        element.focus();
        return;
      }
    }
  }, 0);
}
