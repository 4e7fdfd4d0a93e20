import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferredInput.ts';

describe('a deferred field', () => {
  const input = z.object({ email: deferred(z.string({ error: 'invalid_data_entry' }).email({ error: 'invalidEmail' })) });

  it('keeps the value its schema answers', () => {
    expect(input.parse({ email: 'a@example.com' })).toEqual({ email: { ok: true, value: 'a@example.com' } });
  });

  it('keeps the code of its refusal, also when the field is absent, without refusing the input', () => {
    expect(input.parse({ email: 'a@' })).toEqual({ email: { ok: false, code: 'invalidEmail' } });
    expect(input.parse({})).toEqual({ email: { ok: false, code: 'invalid_data_entry' } });
  });

  it('answers a message that is no code of the catalogue as invalid_data_entry', () => {
    expect(z.object({ n: deferred(z.number({ error: 'not a code' })) }).parse({ n: 'x' })).toEqual({ n: { ok: false, code: 'invalid_data_entry' } });
  });
});
