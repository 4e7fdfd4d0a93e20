// A stored landing template as it is shown: its banner hidden when its address
// is not an allowed image source; anything else is shown as stored.
import { describe, expect, it } from 'vitest';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';
import { shownLandingTemplate } from './orgSettings.ts';

const images = imageSourcesOf({ publicUrl: 'https://quiz.example', imageHosts: ['https://images.example.org'] });

describe('shownLandingTemplate', () => {
  it('hides a banner from a source not allowed, and keeps the rest', () => {
    expect(shownLandingTemplate({ banner: 'https://elsewhere.example/b.png', introduction: 'Welcome' }, images)).toEqual({ banner: null, introduction: 'Welcome' });
  });

  it.each([
    [{ banner: 'https://images.example.org/b.png', introduction: 'Welcome' }],
    [{ banner: null }],
    [{ banner: 42 }],
    [{ introduction: 'No banner' }],
    [['https://elsewhere.example/b.png']],
    [null],
    ['text'],
  ])('shows %j as stored', (stored) => {
    expect(shownLandingTemplate(stored, images)).toBe(stored);
  });
});
