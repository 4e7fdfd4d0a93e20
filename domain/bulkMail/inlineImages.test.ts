// Inline images: the editor's <img src="URL"> of an inline attachment becomes src="cid:…"; its default cid comes from its file name.
import { describe, expect, it } from 'vitest';
import { attachmentProblems } from './attachments.ts';
import { defaultCid, inlineImageSources } from './inlineImages.ts';

const LOGO = 'https://school.example/files/org1/logo.png';
const PHOTO = 'https://school.example/files/org1/photo.jpg?v=2&size=large';
const images = [
  { path: LOGO, cid: 'logo' },
  { path: PHOTO, cid: 'photo' },
  { path: 'https://school.example/files/org1/plan.pdf', cid: null },
];

describe('inlineImageSources', () => {
  it.each([
    ['a double-quoted src', `<img src="${LOGO}" alt="Logo">`, '<img src="cid:logo" alt="Logo">'],
    ['a single-quoted src', `<img alt='x' src='${LOGO}'>`, `<img alt='x' src="cid:logo">`],
    ['an unquoted src', `<img src=${LOGO} width=10>`, '<img src="cid:logo" width=10>'],
    ['spaces around =, upper case', `<IMG class="a" SRC = "${LOGO}" />`, '<IMG class="a" SRC = "cid:logo" />'],
    ['a URL whose & the HTML writes as &amp;', `<img src="${PHOTO.replace('&', '&amp;')}">`, '<img src="cid:photo">'],
    ['each of several images', `<p><img src="${LOGO}"></p><img src="${PHOTO}"><img src="${LOGO}">`, '<p><img src="cid:logo"></p><img src="cid:photo"><img src="cid:logo">'],
  ])('shows an inline image by its cid: %s', (_case, html, expected) => {
    expect(inlineImageSources(html, images)).toBe(expected);
  });

  it.each([
    ['an image that is not inline', `<img src="https://school.example/files/org1/plan.pdf">`],
    ['an image of another address', `<img src="https://elsewhere.example/logo.png">`],
    ['an address only starting like one', `<img src="${LOGO}?x=1">`],
    ['a link to the image', `<a href="${LOGO}">logo</a>`],
    ['a background image', `<td style="background-image:url(${LOGO})" background="${LOGO}"></td>`],
    ['the URL as text', `<p>${LOGO}</p>`],
    ['data-src, not src', `<img data-src="${LOGO}">`],
  ])('leaves %s as it is', (_case, html) => {
    expect(inlineImageSources(html, images)).toBe(html);
  });

  it('changes nothing when no attachment is inline', () => {
    const html = `<img src="${LOGO}">`;
    expect(inlineImageSources(html, [{ path: LOGO }, { path: PHOTO, cid: '' }])).toBe(html);
  });
});

describe('defaultCid', () => {
  it.each([
    ['logo.png', [], 'logo'],
    ['Team Photo 2025.JPG', [], 'Team-Photo-2025'],
    ['café.png', [], 'cafe'],
    ['شعار.png', [], 'image'],
    ['.png', [], 'png'],
    ['-a-.png', [], 'a'],
    ['logo.png', ['logo'], 'logo-2'],
    ['logo.png', ['LOGO', 'logo-2'], 'logo-3'],
    [`${'x'.repeat(80)}.png`, [], 'x'.repeat(64)],
    [`${'x'.repeat(80)}.png`, ['x'.repeat(64)], `${'x'.repeat(62)}-2`],
  ])('names %j (taken: %j) %j', (filename, taken, cid) => {
    expect(defaultCid(filename, taken)).toBe(cid);
  });

  it('always gives a cid the attachment rules accept, unique among the taken ones', () => {
    const names = ['a b.png', 'a-b.png', 'A_B.png', 'ملف.jpg', 'ملف.jpeg', `${'long'.repeat(30)}.png`];
    const cids: string[] = [];
    for (const name of names) cids.push(defaultCid(name, cids));
    const drafts = names.map((filename, index) => ({ filename, size: 1, cid: cids[index] }));
    expect(attachmentProblems(drafts)).toEqual([]);
  });
});
