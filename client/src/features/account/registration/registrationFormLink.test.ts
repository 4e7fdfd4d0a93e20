// @vitest-environment jsdom
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { registrationFormEditorPath, registrationFormLink } from './registrationFormLink.ts';

const page = `${window.location.origin}${window.location.pathname}`;

describe('the registration form link', () => {
  it('has the legacy shape /#/home/{quizId}/true/{account} on this page', () => {
    const link = registrationFormLink({ accountId: encodeGlobalID('Account', 'acc1'), regFormId: 'form1' });
    expect(link).toBe(`${page}#/home/form1/true/${encodeURIComponent(encodeGlobalID('Domain', 'acc1'))}`);
  });

  it('names the account as the Domain the learner side decodes', () => {
    const link = registrationFormLink({ accountId: encodeGlobalID('Account', 'cm9x2k'), regFormId: 'form1' });
    const account = decodeURIComponent(link.split('/').pop() ?? '');
    expect(decodeGlobalID(account)).toEqual({ typename: 'Domain', id: 'cm9x2k' });
  });
});

describe('the registration form opens in the quiz editor', () => {
  it.each([
    [null, '/AccountEditQuiz?regForm=true&isForm=true'],
    ['form1', '/AccountEditQuiz?regForm=true&isForm=true&quiz=form1'],
  ])('with form %j at %j', (regFormId, path) => {
    expect(registrationFormEditorPath(regFormId)).toBe(path);
  });
});
