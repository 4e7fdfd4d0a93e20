// @vitest-environment jsdom
// The app starts with one language's texts; the other language's are loaded
// when the visitor switches to it, and then shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAdminTexts, adminTexts } from './adminTexts.ts';
import { completeTexts, createI18n, loadEntryTexts, loadSignInTexts } from './index.ts';

afterEach(() => window.localStorage.clear());

describe('texts by language', () => {
  it("starts with the given language's texts only and loads the other on a switch", async () => {
    const arabic = await loadEntryTexts('ar');
    const i18n = createI18n('ar', { ar: arabic });
    expect(i18n.t('app.productName')).toBe(arabic.app.productName);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');

    await i18n.changeLanguage('en');
    const english = await loadEntryTexts('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.productName')).toBe(english.app.productName);
    expect(english.app.productName).not.toBe(arabic.app.productName);
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('language')).toContain('en');
  });

  it('loads the entry texts of a language switched to after the admin texts came, with the admin texts', async () => {
    const arabic = await loadEntryTexts('ar');
    const i18n = createI18n('ar', { ar: arabic });
    addAdminTexts(i18n);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('quizEditor.appTitle')).toBe(adminTexts.ar.quizEditor.appTitle);

    await i18n.changeLanguage('en');
    const english = await loadEntryTexts('en');
    expect(i18n.t('app.productName')).toBe(english.app.productName);
    expect(i18n.t('quizEditor.appTitle')).toBe(adminTexts.en.quizEditor.appTitle);
  });

  it('loads nothing for the language it starts with', async () => {
    const english = await loadEntryTexts('en');
    const i18n = createI18n('en', { en: english });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('app.productName')).toBe(english.app.productName);
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);
  });

  it('completes the sign-in language too when the visitor switched language on the sign-in screen', async () => {
    const i18n = createI18n('ar', { ar: await loadSignInTexts('ar') });
    await i18n.changeLanguage('en');
    await completeTexts(i18n, 'en');
    const arabic = await loadEntryTexts('ar');
    await vi.waitFor(() => expect(i18n.getResource('ar', 'translation', 'shellPages.about.title')).toBe(arabic.shellPages.about.title));
    await i18n.changeLanguage('ar');
    expect(i18n.t('shellPages.about.title')).toBe(arabic.shellPages.about.title);
  });
});
