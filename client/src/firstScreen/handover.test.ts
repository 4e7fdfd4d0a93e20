// @vitest-environment jsdom
// What the learner did in the prerendered sign-in form is read once, for the
// form that replaces it (handover.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ONLY_ATTRIBUTE, ASKED_ATTRIBUTE, keepPrerenderedInput, PRERENDERED_ATTRIBUTE, takeHandover } from './handover.ts';

function prerendered(email: string, asked = false): HTMLInputElement {
  document.body.innerHTML = `<div ${PRERENDERED_ATTRIBUTE}><form ${asked ? ASKED_ATTRIBUTE : ''}><input type="email"><button type="submit">Sign in</button></form></div>`;
  const field = document.querySelector('input') as HTMLInputElement;
  field.value = email;
  return field;
}

afterEach(() => {
  takeHandover();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_ONLY_ATTRIBUTE);
});

describe('the hand-over from the prerendered form', () => {
  it('carries the e-mail typed, the focus and a sign-in asked for, to the first taker only', () => {
    prerendered('sara@example.com', true).focus();
    keepPrerenderedInput();
    expect(takeHandover()).toEqual({ email: 'sara@example.com', focused: true, asked: true });
    expect(takeHandover()).toBeNull();
  });

  it('carries the focus alone when nothing was typed yet', () => {
    prerendered('').focus();
    keepPrerenderedInput();
    expect(takeHandover()).toEqual({ email: '', focused: true, asked: false });
  });

  it('has nothing to carry from an untouched form, a hidden screen or a page without one', () => {
    prerendered('');
    keepPrerenderedInput();
    expect(takeHandover()).toBeNull();

    prerendered('sara@example.com', true);
    document.documentElement.setAttribute(APP_ONLY_ATTRIBUTE, '');
    keepPrerenderedInput();
    expect(takeHandover()).toBeNull();

    document.body.innerHTML = '<form><input type="email"></form>';
    (document.querySelector('input') as HTMLInputElement).value = 'sara@example.com';
    keepPrerenderedInput();
    expect(takeHandover()).toBeNull();
  });
});
