// @vitest-environment jsdom
// The first screen's preload (main.tsx): opened on the learner sign-in, the
// page asks for the screen's query at once, once, and keeps its answer for
// the screen; opened anywhere else, it asks for nothing.
import { createOperationDescriptor, getRequest, RecordSource, Store } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import LearnerEntryScreenQuery from '../features/learner/entry/__generated__/LearnerEntryScreenQuery.graphql.ts';
import { hashPath, isLearnerEntryPath } from '../firstScreen/entryPath.ts';
import { preloadFirstScreen } from './firstScreen.ts';

// No buffer of released queries: what is not retained goes at the next collection.
function environment() {
  Object.assign(globalThis, { jest: { fn: vi.fn } });
  return createMockEnvironment({ store: new Store(new RecordSource(), { gcReleaseBufferSize: 0 }) });
}
const sent = (env: ReturnType<typeof environment>) => env.mock.getAllOperations().map((operation) => operation.request.node.operation.name);

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

  it('opened on the sign-in, asks for its query once and keeps the answer through a garbage collection', () => {
    const env = environment();
    preloadFirstScreen('#/login', env);
    expect(sent(env)).toEqual(['LearnerEntryScreenQuery']);
    env.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
    const operation = createOperationDescriptor(getRequest(LearnerEntryScreenQuery), {});
    (env.getStore() as unknown as { __gc(): void }).__gc(); // a whole collection, at once
    expect(env.check(operation).status).toBe('available');
  });

  it.each(['#/home', '#/', '', '#/QuizView?id=1', '#/login/account'])('opened on %j, asks for nothing', (hash) => {
    const env = environment();
    preloadFirstScreen(hash, env);
    expect(sent(env)).toEqual([]);
  });
});
