import { describe, expect, it } from 'vitest';
import { MEDIA_CACHE_NAMES, MEDIA_CACHES, kindOfCache, mediaCacheKey } from './mediaCache.ts';

const base = 'https://dev.example.com/#/UserHomeProgramTree?domainId=1';

describe('offline media caches', () => {
  it('are the spec names, one per kind', () => {
    expect(MEDIA_CACHES).toEqual({ video: 'video-cache-v1', audio: 'audio-cache-v1' });
    expect(MEDIA_CACHE_NAMES).toEqual(['video-cache-v1', 'audio-cache-v1']);
    expect(kindOfCache('video-cache-v1')).toBe('video');
    expect(kindOfCache('audio-cache-v1')).toBe('audio');
    expect(kindOfCache('workbox-precache-v2')).toBeNull();
  });

  it('key a signed private file by its path, so a later signature finds the same copy', () => {
    const first = mediaCacheKey('/files/dev/a/lesson.mp4?expires=100&signature=abc', base);
    const later = mediaCacheKey('/files/dev/a/lesson.mp4?expires=999&signature=def', base);
    expect(first).toBe('https://dev.example.com/files/dev/a/lesson.mp4');
    expect(later).toBe(first);
  });

  it('keep other query parameters and other hosts as they are', () => {
    expect(mediaCacheKey('/files/dev/a.mp4?v=2&signature=x', base)).toBe('https://dev.example.com/files/dev/a.mp4?v=2');
    expect(mediaCacheKey('https://cdn.example.org/a.mp3?signature=x', base)).toBe('https://cdn.example.org/a.mp3?signature=x');
  });

  it('resolve a relative URL against the page and drop the hash', () => {
    expect(mediaCacheKey('files/dev/b.mp3#t=10', 'https://dev.example.com/')).toBe('https://dev.example.com/files/dev/b.mp3');
  });
});
