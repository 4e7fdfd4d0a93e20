// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n.ts';
import { metaDescriptionOf, usePageMeta } from './usePageMeta.ts';

function Meta({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

function renderPage(props: { title: string; description: string }, i18n = createTestI18n('en')) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Meta {...props} />
    </I18nextProvider>,
  );
  return { ...view, i18n };
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(cleanup);

describe('usePageMeta', () => {
  it('sets the title, the description and their Open Graph copies while shown, and restores them after', () => {
    const i18n = createTestI18n('en'); // it titles the document with the product's name
    document.title = 'App';
    const existing = document.createElement('meta');
    existing.setAttribute('name', 'description');
    existing.setAttribute('content', 'The app');
    document.head.appendChild(existing);

    const { unmount } = renderPage({ title: 'Acme', description: 'Courses of Acme' }, i18n);
    expect(document.title).toBe('Acme');
    expect(content('meta[name="description"]')).toBe('Courses of Acme');
    expect(content('meta[property="og:title"]')).toBe('Acme');
    expect(content('meta[property="og:description"]')).toBe('Courses of Acme');

    unmount();
    expect(document.title).toBe('App');
    expect(content('meta[name="description"]')).toBe('The app');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it("keeps the page's title when the language changes, and leaves the new language's title when it goes", async () => {
    const { i18n, unmount } = renderPage({ title: 'Acme', description: 'Courses of Acme' });
    expect(document.title).toBe('Acme');
    await act(() => i18n.changeLanguage('ar'));
    expect(document.title).toBe('Acme');
    unmount();
    expect(document.title).toBe(i18n.t('app.productName'));
    expect(i18n.t('app.productName')).not.toBe(createTestI18n('en').t('app.productName'));
  });
});

describe('metaDescriptionOf', () => {
  it.each([
    ['Learn **well**\nand *fast*', 'Learn well and fast'],
    ['  short  ', 'short'],
  ])('%j → %j', (text, expected) => {
    expect(metaDescriptionOf(text)).toBe(expected);
  });

  it('cuts a long text at a word and marks the cut', () => {
    const described = metaDescriptionOf('word '.repeat(100));
    expect(described.length).toBeLessThanOrEqual(161);
    expect(described.endsWith('word…')).toBe(true);
  });
});
