import { describe, expect, it } from 'vitest';
import { unsignedFileUrl } from './fileUrl.ts';

describe('a file answer is kept without its read signature', () => {
  it.each([
    ['a relative signed URL', '/files/dev/f1/work.pdf?expires=1700000000000&signature=abc_-', '/files/dev/f1/work.pdf'],
    ['an absolute signed URL', 'https://learn.example.org/files/dev/f1/work.pdf?expires=1&signature=x', 'https://learn.example.org/files/dev/f1/work.pdf'],
    ['other query parameters stay', '/files/dev/f1/work.pdf?v=2&signature=x&expires=1', '/files/dev/f1/work.pdf?v=2'],
    ['an unsigned URL stays as it is', '/files/dev/f1/work.pdf', '/files/dev/f1/work.pdf'],
    ['a URL outside /files/ stays as it is', 'https://example.com/a?expires=1&signature=x', 'https://example.com/a?expires=1&signature=x'],
  ])('%s', (_case, url, kept) => {
    expect(unsignedFileUrl(url)).toBe(kept);
  });
});
