import { describe, expect, it } from 'vitest';
import { stripCommas } from './names.ts';

describe('stripCommas removes Latin and Arabic commas, then trims', () => {
  it.each([
    ['Sara, Ali', 'Sara Ali'],
    ['سارة، علي', 'سارة علي'],
    [',Sara,', 'Sara'],
    ['  ، Sara ,  ', 'Sara'],
    [',,،', ''],
    ['Sara Ali', 'Sara Ali'],
    ['Sara ,Ali', 'Sara Ali'],
    ['Sara , Ali', 'Sara  Ali'],
    ['Sara; Ali', 'Sara; Ali'],
  ])('%j becomes %j', (name, expected) => {
    expect(stripCommas(name)).toBe(expected);
  });
});
