import { describe, expect, it } from 'vitest';
import { decideLandingTarget, landingTargetPath, type LandingInput, type LandingTarget } from './decideLandingTarget.ts';

const live = { alias: 'acme', isLive: true };
const notLive = { alias: 'acme', isLive: false };

describe('decideLandingTarget (spec: Landing router at /)', () => {
  it.each<[string, LandingInput, LandingTarget]>([
    ['a live organisation goes to its landing page', { organization: live, error: null }, { landing: 'acme' }],
    ['an organisation that is not live goes to the login', { organization: notLive, error: null }, 'login'],
    ['a failed load goes to the login', { organization: null, error: new Error('offline') }, 'login'],
    ['an error wins over loaded data', { organization: live, error: new Error('late') }, 'login'],
    ['no such organisation goes to the login', { organization: null, error: null }, 'login'],
  ])('%s', (_rule, input, expected) => {
    expect(decideLandingTarget(input)).toEqual(expected);
  });

  it.each<[LandingTarget, string]>([
    ['login', '/login'],
    [{ landing: 'acme' }, '/landing-page/acme'],
  ])('%j is the path %s', (target, path) => {
    expect(landingTargetPath(target)).toBe(path);
  });
});
