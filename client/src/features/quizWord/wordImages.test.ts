import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { pngOfSize } from './quizWordFixtures.ts';
import { fetchImages, fittedSize, imageTypeOf, imageUrlsOf } from './wordImages.ts';

describe('the size a picture is drawn at (spec §9: at most 620 px wide)', () => {
  it.each([
    [{ width: 1240, height: 600 }, { width: 620, height: 300 }],
    [{ width: 621, height: 100 }, { width: 620, height: 100 }],
    [{ width: 620, height: 2000 }, { width: 620, height: 2000 }],
    [{ width: 200, height: 50 }, { width: 200, height: 50 }],
    [{ width: 6200, height: 1 }, { width: 620, height: 1 }],
  ])('%j → %j', (size, drawn) => {
    expect(fittedSize(size)).toEqual(drawn);
  });
});

describe('the formats a Word document can embed, by their first bytes', () => {
  it.each([
    ['a PNG file', pngOfSize(2, 2), 'png'],
    ['a JPEG file', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'],
    ['a GIF file', new TextEncoder().encode('GIF89a...'), 'gif'],
    ['a BMP file', new TextEncoder().encode('BM....'), 'bmp'],
    ['an SVG document', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['an HTML error page', new TextEncoder().encode('<!doctype html><title>404</title>'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s → %s', (_name, bytes, type) => {
    expect(imageTypeOf(bytes)).toBe(type);
  });
});

describe("a quiz's pictures", () => {
  it('are the banner and each question image, each address once, blanks left out', () => {
    const quiz: Quiz = {
      name: 'Q',
      passGrade: 0,
      banner: ' /files/banner.png ',
      version: 2,
      sections: [
        { id: 's1', name: 'A', questions: [{ id: 'a', type: 4, imageURL: '/files/a.png' }, { id: 'b', type: 4, imageURL: '  ' }] },
        { id: 's2', name: 'B', questions: [{ id: 'c', type: 4, imageURL: '/files/a.png' }, { id: 'd', type: 4, imageURL: '/files/d.png' }] },
      ],
    };
    expect(imageUrlsOf(quiz)).toEqual(['/files/banner.png', '/files/a.png', '/files/d.png']);
  });

  it('are fetched with their progress told after each one', async () => {
    const progress: string[] = [];
    const images = await fetchImages(['a', 'b', 'c', 'd', 'e', 'f'], async (url) => (url === 'c' ? null : { bytes: pngOfSize(1, 1), type: 'png', width: 1, height: 1 }), (done, total) =>
      progress.push(`${done}/${total}`),
    );
    expect(progress).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    expect([...images.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(images.get('c')).toBeNull();
  });
});
