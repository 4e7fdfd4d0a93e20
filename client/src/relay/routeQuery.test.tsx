// @vitest-environment jsdom
// Routes load their screens' queries (routeQuery.tsx), through the app's own
// routes: as the router is made, once, kept while the route is
// shown and released when it is left; not for a visitor a guard sends away;
// again only when what the route loads changes or the location is asked for again.
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createOperationDescriptor, getRequest, RecordSource, Store, type GraphQLTaggedNode } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import AboutScreenQuery from '../features/shellPages/about/__generated__/AboutScreenQuery.graphql.ts';
import LearnerEntryScreenQuery from '../features/learner/entry/__generated__/LearnerEntryScreenQuery.graphql.ts';
import { createAppRouter } from '../routes/appRouter.ts';
import { createTestI18n } from '../test/i18n.ts';
import { signedInLearner } from '../test/learnerFixtures.ts';
import { startEachTestAsNewBrowser } from '../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

// No buffer of released queries: what is not retained goes at the next collection.
function environment() {
  Object.assign(globalThis, { jest: { fn: vi.fn } });
  return createMockEnvironment({ store: new Store(new RecordSource(), { gcReleaseBufferSize: 0 }) });
}
type MockEnvironment = ReturnType<typeof environment>;

const routerAt = (env: MockEnvironment, path: string) => createAppRouter(env, { memory: [path] });
const sent = (env: MockEnvironment) => env.mock.getAllOperations().map((operation) => operation.request.node.operation.name);
const answerAll = (env: MockEnvironment) => {
  for (const operation of env.mock.getAllOperations()) env.mock.resolve(operation, MockPayloadGenerator.generate(operation));
};
const collectGarbage = (env: MockEnvironment) => (env.getStore() as unknown as { __gc(): void }).__gc(); // a whole collection, at once
const statusOf = (env: MockEnvironment, query: GraphQLTaggedNode) => env.check(createOperationDescriptor(getRequest(query), {})).status;

describe('a route that loads its screen’s query', () => {
  it('asks for it as the router is made, before any render, once, and keeps the answer while the route is shown', async () => {
    const env = environment();
    const router = routerAt(env, '/login');
    expect(router.state.initialized).toBe(true);
    expect(sent(env)).toEqual(['LearnerEntryScreenQuery']);
    answerAll(env);
    collectGarbage(env);
    expect(statusOf(env, LearnerEntryScreenQuery)).toBe('available');
  });

  it('releases it when the route is left: a collection then removes its answer', async () => {
    const env = environment();
    const router = routerAt(env, '/about');
    expect(sent(env)).toEqual(['AboutScreenQuery']);
    answerAll(env);
    await router.navigate('/privacy-policy');
    collectGarbage(env);
    expect(statusOf(env, AboutScreenQuery)).toBe('missing');
  });

  it('asks for nothing for a visitor its guard sends to the sign-in', async () => {
    const env = environment();
    routerAt(env, '/home');
    expect(sent(env)).toEqual([]);
  });

  it('keeps its query on a search the query does not read, and asks again when the same location is asked for', async () => {
    signedInLearner();
    const env = environment();
    const router = routerAt(env, '/home');
    // the learner toolbar's menus load with the page (its layout's route)
    expect(sent(env)).toEqual(['LearnerToolbarMenusQuery', 'LearnerHomeScreenQuery']);
    answerAll(env);
    await router.navigate('/home?domainId=d1');
    expect(sent(env)).toEqual([]);
    await router.revalidate(); // what the screen's retry does
    expect(sent(env)).toEqual(['LearnerToolbarMenusQuery', 'LearnerHomeScreenQuery']);
  });

  it('is asked for once under StrictMode, which renders the screen twice', async () => {
    const env = environment();
    const router = routerAt(env, '/about');
    expect(sent(env)).toEqual(['AboutScreenQuery']);
    render(
      <StrictMode>
        <App i18n={createTestI18n('en')} environment={env} router={router} />
      </StrictMode>,
    );
    answerAll(env);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(sent(env)).toEqual([]);
  });
});
