import { describe, expect, it } from 'vitest';
import { isViewable, viewerKindOf } from './viewerKind.ts';

describe('what opening an item does', () => {
  it.each([
    [{ itemType: 'folder' }, 'folder'],
    [{ itemType: 'quiz' }, 'quiz'],
    [{ itemType: 'link', src: 'https://example.com' }, 'link'],
    [{ itemType: 'youtube_video', src: 'https://youtu.be/dQw4w9WgXcQ' }, 'youtube'],
    [{ itemType: 'video', src: '/files/a.mp4', mimeType: 'video/mp4' }, 'video'],
    [{ itemType: 'audio', src: '/files/a.mp3', mimeType: 'audio/mpeg' }, 'audio'],
    [{ itemType: 'attachment', src: '/files/guide.pdf', mimeType: 'application/pdf' }, 'pdf'],
    [{ itemType: 'attachment', src: '/files/guide.PDF?expires=1', mimeType: null }, 'pdf'],
    [{ itemType: 'attachment', src: '/files/photo.png', mimeType: 'image/png' }, 'image'],
    [{ itemType: 'attachment', src: '/files/photo.jpeg', mimeType: null }, 'image'],
    [{ itemType: 'attachment', src: '/files/notes.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 'download'],
    [{ itemType: 'program' }, 'video'],
  ])('%j opens as %s', (item, kind) => {
    expect(viewerKindOf(item)).toBe(kind);
  });

  it('shows everything but folders, quizzes and links in the viewer', () => {
    expect(['folder', 'quiz', 'link', 'pdf', 'download'].map((kind) => isViewable(kind as never))).toEqual([false, false, false, true, true]);
  });
});
