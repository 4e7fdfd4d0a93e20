// The first screen's paths (main.tsx, firstScreen.ts): which hash opens the
// learner sign-in, whose chunk the page then asks for at once. Its query
// starts with the router (relay/routeQuery.test.tsx).
import { describe, expect, it } from 'vitest';
import { hashPath, isLearnerEntryPath } from '../firstScreen/entryPath.ts';

describe('the first screen preload', () => {
  it.each([
    ['#/login', '/login'],
    ['#/home/abc/false/7?x=1', '/home/abc/false/7'],
    ['', '/'],
    ['#login', '/login'],
  ])('reads the hash %j as the path %s', (hash, path) => {
    expect(hashPath(hash)).toBe(path);
  });

  it.each([
    ['/login', true],
    ['/home/abc', true],
    ['/home/abc/true/7', true],
    ['/home', false],
    ['/', false],
    ['/QuizView', false],
    ['/login/account', false],
    ['/home/abc/true/7/8', false],
    ['/homework', false],
  ])('%s shows the learner sign-in: %s', (path, expected) => {
    expect(isLearnerEntryPath(path)).toBe(expected);
  });
});
