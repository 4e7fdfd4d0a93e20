// @vitest-environment jsdom
// index.html's inline script (beforeApp.ts): which visits keep the prerendered
// sign-in screen, and a sign-in asked for there held for the app.
import { afterEach, describe, expect, it } from 'vitest';
import { opensOnPrerenderedSignIn, prepareFirstScreen } from './beforeApp.ts';
import { APP_ONLY_ATTRIBUTE, ASKED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './handover.ts';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(APP_ONLY_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('which visits open on the prerendered sign-in screen', () => {
  it('the sign-in paths of the Arabic page (index.html) for a browser with nothing stored, or Arabic chosen', () => {
    expect(opensOnPrerenderedSignIn('#/login', 'ar')).toBe(true);
    expect(opensOnPrerenderedSignIn('#/home/quiz-7/false/3', 'ar')).toBe(true);
    window.localStorage.setItem('language', 'ar');
    expect(opensOnPrerenderedSignIn('#/login', 'ar')).toBe(true);
    // a value the app does not know is the default language to it too (storedLanguage)
    window.localStorage.setItem('language', 'fr');
    expect(opensOnPrerenderedSignIn('#/login', 'ar')).toBe(true);
  });

  it('the sign-in paths of the English page (index.en.html) when English was chosen', () => {
    window.localStorage.setItem('language', 'en');
    expect(opensOnPrerenderedSignIn('#/login', 'en')).toBe(true);
    expect(opensOnPrerenderedSignIn('#/home/quiz-7', 'en')).toBe(true);
  });

  it('not another page, a browser with a learner signed in, or a language chosen other than the page\'s', () => {
    expect(opensOnPrerenderedSignIn('#/about', 'ar')).toBe(false);
    expect(opensOnPrerenderedSignIn('#/AdminLogin', 'ar')).toBe(false);
    window.localStorage.setItem('learnerToken', 'token');
    expect(opensOnPrerenderedSignIn('#/login', 'ar')).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem('language', 'en');
    expect(opensOnPrerenderedSignIn('#/login', 'ar')).toBe(false);
    // the English page reaching a browser whose choice is Arabic now, or gone (functional storage refused)
    window.localStorage.setItem('language', 'ar');
    expect(opensOnPrerenderedSignIn('#/login', 'en')).toBe(false);
    window.localStorage.clear();
    expect(opensOnPrerenderedSignIn('#/login', 'en')).toBe(false);
  });

  it('marks <html> when the visit opens elsewhere, so the screen stays hidden', () => {
    document.documentElement.lang = 'ar';
    window.location.hash = '#/about';
    prepareFirstScreen(document);
    expect(document.documentElement.hasAttribute(APP_ONLY_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(APP_ONLY_ATTRIBUTE);
    window.location.hash = '#/login';
    prepareFirstScreen(document);
    expect(document.documentElement.hasAttribute(APP_ONLY_ATTRIBUTE)).toBe(false);
  });
});

describe('a sign-in asked for before the app loads', () => {
  it('is held on the prerendered form, not sent as a page submission; other forms are left alone', () => {
    prepareFirstScreen(document);
    document.body.innerHTML = `
      <div ${PRERENDERED_ATTRIBUTE}><form id="early"><input type="email" value="sara@example.com"><button type="submit">Sign in</button></form></div>
      <form id="app"><button type="submit">Save</button></form>`;
    const early = document.getElementById('early') as HTMLFormElement;
    const pressed = new Event('submit', { bubbles: true, cancelable: true });
    early.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(early.hasAttribute(ASKED_ATTRIBUTE)).toBe(true);
    expect(early.querySelector('button')?.getAttribute('aria-busy')).toBe('true');

    const other = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('app')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(document.getElementById('app')?.hasAttribute(ASKED_ATTRIBUTE)).toBe(false);
  });
});
