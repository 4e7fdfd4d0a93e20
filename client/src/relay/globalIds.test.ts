import { describe, expect, it } from 'vitest';
import { globalIdOf, rawIdOf } from './globalIds.ts';

describe('global ids on the client', () => {
  it('encodes a row id as Pothos does, and keeps a global id of the type as it is', () => {
    expect(globalIdOf('Quiz', 'q1')).toBe(btoa('Quiz:q1'));
    expect(globalIdOf('Quiz', btoa('Quiz:q1'))).toBe(btoa('Quiz:q1'));
  });

  it('decodes a global id of the type, and leaves row ids and other types alone', () => {
    expect(rawIdOf('Quiz', btoa('Quiz:q1'))).toBe('q1');
    expect(rawIdOf('Quiz', 'q1')).toBe('q1');
    expect(rawIdOf('Quiz', btoa('Program:p1'))).toBe(btoa('Program:p1'));
    expect(rawIdOf('Quiz', btoa('Quiz:'))).toBe(btoa('Quiz:'));
  });
});
