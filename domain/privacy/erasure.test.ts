import { describe, expect, it } from 'vitest';
import { isEmail } from '../validation/email.ts';
import { deletionRefusal, erasedEmailOf, isErasedEmail } from './erasure.ts';

describe('deletionRefusal', () => {
  const own = 'ana@example.com';
  it('accepts the learner’s own e-mail, trimmed and in any case, with the confirmation ticked', () => {
    expect(deletionRefusal(own, own, true)).toBeNull();
    expect(deletionRefusal(own, '  Ana@Example.COM ', true)).toBeNull();
  });
  it.each([['other@example.com'], [''], ['   '], [undefined], [null], [42], [['ana@example.com']]])('refuses a typed e-mail %j that is not the learner’s', (typed) => {
    expect(deletionRefusal(own, typed, true)).toBe('deleteEmailMismatch');
  });
  it.each([[false], [undefined], ['true'], [1], [null]])('refuses a confirmation %j that is not exactly true', (confirm) => {
    expect(deletionRefusal(own, own, confirm)).toBe('deleteNotConfirmed');
  });
});

describe('erasedEmailOf', () => {
  it('is unique per learner and not an e-mail address', () => {
    expect(erasedEmailOf('a1')).not.toBe(erasedEmailOf('a2'));
    expect(isEmail(erasedEmailOf('clx123'))).toBe(false);
    expect(isErasedEmail(erasedEmailOf('clx123'))).toBe(true);
    expect(isErasedEmail('ana@example.com')).toBe(false);
  });
});
