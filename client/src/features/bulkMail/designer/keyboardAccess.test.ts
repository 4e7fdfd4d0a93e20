// @vitest-environment jsdom
// keyboardAccess on the markup GrapesJS 0.23 draws for its panel buttons, the
// canvas frame and a layer row (ItemView's template); the real editor is
// worked by keyboard in e2e/accessibilityAdmin.e2e.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { keepKeyboardAccess, type KeyboardAccessTexts } from './keyboardAccess.ts';

const texts: KeyboardAccessTexts = { canvas: 'The design of the e-mail', layerChildren: 'Parts of this element', layerVisible: 'Shown on the canvas' };

function layer(name: string, { open = false } = {}): string {
  return `<div class="gjs-layer${open ? ' open' : ''}">
    <div class="gjs-layer-item" data-toggle-select>
      <div class="gjs-layer-item-left">
        <i class="gjs-layer-vis" data-toggle-visible><i class="gjs-layer-vis-on">👁</i></i>
        <div class="gjs-layer-title-c"><div class="gjs-layer-title"><div class="gjs-layer-title-inn" title="${name}">
          <i class="gjs-layer-caret" data-toggle-open>›</i>
          <span class="gjs-layer-name" data-name>${name}</span>
        </div></div></div>
      </div>
    </div>
    <div class="gjs-layer-children"></div>
  </div>`;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function editor(): HTMLElement {
  document.body.innerHTML = `<div id="root">
    <div class="gjs-pn-panel"><span class="gjs-pn-btn gjs-pn-active" title="Open Layer Manager"></span><span class="gjs-pn-btn" title="Preview"></span><span class="gjs-pn-btn"></span></div>
    <div class="gjs-blocks-c"><div class="gjs-block" title="Text"><div class="gjs-block-label">Text</div></div></div>
    <iframe class="gjs-frame"></iframe>
    <div class="gjs-layers">${layer('Body', { open: true })}</div>
  </div>`;
  const root = document.getElementById('root')!;
  stop = keepKeyboardAccess(root, () => texts);
  return root;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function press(element: Element, key: string): boolean {
  return element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

describe('keyboard access to the GrapesJS editor', () => {
  it('gives the panel buttons a button role, a tab stop and their pressed state', () => {
    const [layers, preview, untitled] = editor().querySelectorAll('.gjs-pn-btn');
    expect(untitled.hasAttribute('role')).toBe(false);
    const block = document.querySelector('.gjs-block')!;
    expect([block.getAttribute('role'), block.getAttribute('tabindex')]).toEqual(['button', '0']);
    for (const button of [layers, preview]) {
      expect(button.getAttribute('role')).toBe('button');
      expect(button.getAttribute('tabindex')).toBe('0');
    }
    expect(layers.getAttribute('aria-pressed')).toBe('true');
    expect(preview.getAttribute('aria-pressed')).toBe('false');
  });

  it('titles the canvas frame, a new frame too', async () => {
    const root = editor();
    expect(root.querySelector('iframe')?.title).toBe(texts.canvas);
    root.querySelector('iframe')!.remove();
    root.append(Object.assign(document.createElement('iframe'), { className: 'gjs-frame' }));
    await tick();
    expect(root.querySelector('iframe')?.title).toBe(texts.canvas);
  });

  it('makes a layer’s name, caret and eye named buttons with their state, a re-drawn row too', async () => {
    const root = editor();
    const name = root.querySelector('[data-name]')!;
    const caret = root.querySelector('[data-toggle-open]')!;
    const eye = root.querySelector('[data-toggle-visible]')!;
    expect([name, caret, eye].map((element) => [element.getAttribute('role'), element.getAttribute('tabindex')])).toEqual([
      ['button', '0'],
      ['button', '0'],
      ['button', '0'],
    ]);
    expect(name.getAttribute('aria-pressed')).toBe('false');
    expect(caret.getAttribute('aria-label')).toBe(texts.layerChildren);
    expect(caret.getAttribute('aria-expanded')).toBe('true');
    expect(eye.getAttribute('aria-label')).toBe(texts.layerVisible);
    expect(eye.getAttribute('aria-pressed')).toBe('true');

    root.querySelector('.gjs-layer')!.classList.remove('open');
    root.querySelector('.gjs-layer')!.classList.add('gjs-selected');
    eye.classList.add('gjs-layer-off');
    root.querySelector('.gjs-layers')!.insertAdjacentHTML('beforeend', layer('Text'));
    await tick();
    expect(caret.getAttribute('aria-expanded')).toBe('false');
    expect(name.getAttribute('aria-pressed')).toBe('true');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(root.querySelectorAll('[data-name][role="button"][tabindex="0"]')).toHaveLength(2);
  });

  it('clicks a marked control on Enter and on Space, not other keys, not a name being edited', () => {
    const root = editor();
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).getAttribute('title') ?? (event.target as Element).textContent ?? ''));
    const [layers] = root.querySelectorAll('.gjs-pn-btn');
    expect(press(layers, 'Enter')).toBe(false);
    expect(press(layers, ' ')).toBe(false);
    expect(press(layers, 'a')).toBe(true);
    const name = root.querySelector<HTMLElement>('[data-name]')!;
    press(name, 'Enter');
    expect(clicked).toEqual(['Open Layer Manager', 'Open Layer Manager', 'Body']);

    name.contentEditable = 'true';
    // jsdom has no isContentEditable: say what a browser says
    Object.defineProperty(name, 'isContentEditable', { value: true });
    expect(press(name, 'Enter')).toBe(true);
    expect(clicked).toHaveLength(3);
  });

  it('stops when the editor goes', async () => {
    const root = editor();
    stop();
    root.querySelector('.gjs-layers')!.insertAdjacentHTML('beforeend', layer('Text'));
    await tick();
    expect(root.querySelectorAll('[data-name][role="button"]')).toHaveLength(1);
    const clicked: Element[] = [];
    root.addEventListener('click', (event) => clicked.push(event.target as Element));
    press(root.querySelector('.gjs-pn-btn')!, 'Enter');
    expect(clicked).toEqual([]);
  });
});
