// GrapesJS draws its panel buttons and its layer manager's rows as <span>,
// <div> and <i> elements that answer clicks only: unreachable with Tab and
// unnamed for screen readers. This gives them a button's role, a place in the
// tab order, a name and their state, and makes Enter and Space click them.
// GrapesJS re-renders these parts (a layer row at each change), so they are
// marked again whenever the editor's DOM changes; so is the canvas frame's
// title (a frame GrapesJS makes anew has none).

/** The editor's texts for the controls GrapesJS leaves unnamed (bulkMail.editor.*). */
export interface KeyboardAccessTexts {
  /** the title of the canvas iframe */
  canvas: string;
  /** the caret that opens and closes a layer's children */
  layerChildren: string;
  /** the eye that shows or hides a layer on the canvas */
  layerVisible: string;
}

const MARK = 'data-keyboard-button';

function makeButton(element: Element, label?: string): void {
  if (!element.hasAttribute(MARK)) {
    element.setAttribute(MARK, '');
    element.setAttribute('role', 'button');
    element.setAttribute('tabindex', '0');
  }
  if (label !== undefined && element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
}

function setState(element: Element, name: 'aria-pressed' | 'aria-expanded', value: boolean): void {
  if (element.getAttribute(name) !== String(value)) element.setAttribute(name, String(value));
}

/** Marks the editor's panel buttons and layer rows found under `root` now. */
export function markKeyboardControls(root: HTMLElement, texts: KeyboardAccessTexts): void {
  for (const frame of root.querySelectorAll('iframe')) {
    if (frame.title !== texts.canvas) frame.title = texts.canvas;
  }
  // panel buttons (views, devices, options) named by their title: GrapesJS's locale, or the screen's texts for
  // the preset's buttons it has none for (MailDesigner.tsx); one still without a title is left as it is, as a
  // focusable button without a name would be worse
  for (const button of root.querySelectorAll('.gjs-pn-btn[title]:not([title=""])')) {
    makeButton(button);
    setState(button, 'aria-pressed', button.classList.contains('gjs-pn-active'));
  }
  // the blocks: a click (and so Enter) adds one to the design; named by their title
  for (const block of root.querySelectorAll('.gjs-block[title]:not([title=""])')) makeButton(block);
  for (const layer of root.querySelectorAll('.gjs-layer')) {
    const row = layer.querySelector(':scope > [data-toggle-select]');
    if (!row) continue;
    // the name selects the element (the click reaches the row's own listener); named by its text, pressed while selected
    const name = row.querySelector('[data-name]');
    if (name) {
      makeButton(name);
      setState(name, 'aria-pressed', layer.classList.contains('gjs-selected'));
    }
    const caret = row.querySelector('[data-toggle-open]');
    if (caret) {
      makeButton(caret, texts.layerChildren);
      setState(caret, 'aria-expanded', layer.classList.contains('open'));
    }
    const eye = row.querySelector('[data-toggle-visible]');
    if (eye) {
      makeButton(eye, texts.layerVisible);
      setState(eye, 'aria-pressed', !eye.classList.contains('gjs-layer-off'));
    }
  }
}

/**
 * Keeps the controls under `root` marked as GrapesJS redraws them, and lets
 * Enter and Space click a marked control (not while a layer's name is being
 * edited in place). Returns what undoes it.
 */
export function keepKeyboardAccess(root: HTMLElement, texts: () => KeyboardAccessTexts): () => void {
  markKeyboardControls(root, texts());
  const observer = new MutationObserver(() => markKeyboardControls(root, texts()));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'title'] });
  // in the capture phase: GrapesJS stops the keys of a layer's name from going further up
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.hasAttribute(MARK) || target.isContentEditable) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    target.click();
  };
  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown, true);
  };
}
