import { describe, expect, it } from 'vitest';
import { decideLandingTarget, type LandingInput, type LandingTarget } from './decideLandingTarget.ts';

const live = { alias: 'acme', isLive: true };
const notLive = { alias: 'acme', isLive: false };

describe('decideLandingTarget (spec: Landing router at /)', () => {
  it.each<[string, LandingInput, LandingTarget]>([
    ['no stored organisation goes to the login', { storedAlias: null, organization: live, error: null }, 'login'],
    ['an empty stored alias counts as none', { storedAlias: '', organization: live, error: null }, 'login'],
    ['a live organisation goes to its landing page', { storedAlias: 'acme', organization: live, error: null }, { landing: 'acme' }],
    ['an organisation that is not live goes to the login', { storedAlias: 'acme', organization: notLive, error: null }, 'login'],
    ['a failed load goes to the login', { storedAlias: 'acme', organization: null, error: new Error('offline') }, 'login'],
    ['an error wins over loaded data', { storedAlias: 'acme', organization: live, error: new Error('late') }, 'login'],
    ['no organisation data goes to the login', { storedAlias: 'acme', organization: null, error: null }, 'login'],
  ])('%s', (_rule, input, expected) => {
    expect(decideLandingTarget(input)).toEqual(expected);
  });
});
