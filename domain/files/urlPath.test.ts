import { describe, expect, it } from 'vitest';
import { decodePathname } from './urlPath.ts';

describe('a URL path is decoded, or unreadable when its escapes are malformed', () => {
  it.each([
    ['plain', '/files/dev/a.png', '/files/dev/a.png'],
    ['UTF-8 escapes', '/files/dev/%D8%B5%D9%88%D8%B1%D8%A9.png', '/files/dev/صورة.png'],
    ['an escaped slash and space', '/files/dev/a%2Fb%20c', '/files/dev/a/b c'],
  ])('%s: decoded', (_case, path, decoded) => {
    expect(decodePathname(path)).toBe(decoded);
  });

  it.each([
    ['a lone %', '/files/%'],
    ['a cut three-byte sequence', '/files/%E0%A4%A'],
    ['a sequence missing its last byte', '/files/%E0%A4'],
    ['escapes that are not hex', '/files/%ZZ'],
    ['an overlong slash', '/files/%C0%AF'],
    ['a surrogate in UTF-8', '/files/%ED%A0%80'],
    ['a byte that starts no character', '/files/%FF'],
    ['NUL', '/files/a%00b'],
  ])('%s: null', (_case, path) => {
    expect(decodePathname(path)).toBeNull();
  });
});
