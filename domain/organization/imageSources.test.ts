import { describe, expect, it } from 'vitest';
import { imageSourcesOf, isAllowedImageSource } from './imageSources.ts';

const sources = imageSourcesOf({ publicUrl: 'https://learn.example.org/app', imageHosts: ['https://images.example.org'] });

describe("a landing page image's address", () => {
  it.each([
    ['a file of this server, relative', '/files/dev/banner.png'],
    ['a relative path without its slash', 'files/dev/banner.png'],
    ['a file on PUBLIC_URL', 'https://learn.example.org/files/dev/banner.png'],
    ['an address on a listed host', 'https://images.example.org/logo.png'],
    ['a listed host, in capitals', 'HTTPS://IMAGES.EXAMPLE.ORG/logo.png'],
  ])('%s is allowed', (_case, address) => {
    expect(isAllowedImageSource(address, sources)).toBe(true);
  });

  it.each([
    ['a tracking pixel elsewhere', 'https://tracker.example/pixel.gif?visitor=1'],
    ['a protocol-relative address', '//tracker.example/pixel.gif'],
    ['a backslash read as a slash', '/\\tracker.example/pixel.gif'],
    ['a listed host over http', 'http://images.example.org/logo.png'],
    ['a listed host on another port', 'https://images.example.org:8443/logo.png'],
    ['a subdomain of a listed host', 'https://evil.images.example.org/logo.png'],
    ['PUBLIC_URL with credentials', 'https://user:pass@learn.example.org/files/a.png'],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
  ])('%s is not', (_case, address) => {
    expect(isAllowedImageSource(address, sources)).toBe(false);
  });

  it('without PUBLIC_URL or IMAGE_HOSTS, only paths of this server', () => {
    const bare = imageSourcesOf({ imageHosts: [] });
    expect(isAllowedImageSource('/files/dev/banner.png', bare)).toBe(true);
    expect(isAllowedImageSource('https://learn.example.org/files/dev/banner.png', bare)).toBe(false);
  });
});
