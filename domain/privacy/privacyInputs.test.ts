// The privacy schemas type what the services refuse later, in their order:
// they never refuse themselves, and keep apart "no code" from "not a code".
import { describe, expect, it } from 'vitest';
import { erasureRequest, legacyStepUpCodeRequest, stepUpCode } from './privacyInputs.ts';

describe('the step-up code as typed', () => {
  it.each([
    ['absent', undefined, null],
    ['null', null, null],
    ['blank', '  ', null],
    ['not text', 123456, ''],
    ['a list', ['123456'], ''],
    ['digits with spaces, as typed', ' 123 456', ' 123 456'],
  ])('%s is %j', (_name, typed, expected) => {
    expect(stepUpCode.parse(typed)).toBe(expected);
  });
});

describe('the requests', () => {
  it("keep an unknown action's refusal for the service, and take a language other than en as ar", () => {
    expect(legacyStepUpCodeRequest.parse({ action: 'signIn', locale: 'fr' })).toEqual({ action: { ok: false, code: 'invalid_data_entry' }, locale: 'ar', email: null });
    expect(legacyStepUpCodeRequest.parse({ action: 'exportData', locale: 'en', email: ' Ana@X.example ' })).toEqual({
      action: { ok: true, value: 'exportData' },
      locale: 'en',
      email: 'ana@x.example',
    });
  });

  it('type an erasure without text or a true confirmation as one deletionRefusal refuses', () => {
    expect(erasureRequest.parse({ email: 42, confirmDeletion: 'true' })).toEqual({ email: '', confirmDeletion: false, code: null });
  });
});
