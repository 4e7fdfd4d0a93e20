import { describe, expect, it } from 'vitest';
import { checkQuizImage } from './quizImage.ts';

describe('a quiz image is png, jpeg or jpg', () => {
  it.each([
    ['banner.png', 'image/png', null],
    ['photo.jpg', 'image/jpeg', null],
    ['photo.JPEG', 'image/jpeg', null],
    ['photo.jpg', 'image/jpg', null],
    ['photo.jpg', '', null],
    ['drawing.svg', 'image/svg+xml', 'invalid_image_type'],
    ['anim.gif', 'image/gif', 'invalid_image_type'],
    ['notes.pdf', 'application/pdf', 'invalid_image_type'],
    ['no-extension', 'image/png', 'invalid_image_type'],
    ['renamed.jpg', 'image/png', 'invalid_image_type'],
  ])('%s sent as %j gives %s', (name, type, problem) => {
    expect(checkQuizImage({ name, type })).toBe(problem);
  });

  it.each([null, undefined])('no file (%s) gives no_image_selected', (file) => {
    expect(checkQuizImage(file)).toBe('no_image_selected');
  });
});
