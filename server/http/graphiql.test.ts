// GraphiQL is served outside production only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

describe('GraphiQL', () => {
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await startTestApp();
    production = await startTestApp({ production: true });
  });
  afterAll(async () => {
    await development?.stop();
    await production?.stop();
  });

  const openInBrowser = (app: TestApp) => fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });

  it('is served at GET /graphql to a browser in development', async () => {
    const response = await openInBrowser(development);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });

  it('is not served in production, where /graphql still answers queries', async () => {
    const page = await openInBrowser(production);
    expect(await page.text()).not.toMatch(/graphiql/i);
    const { body } = await production.gql('{ organization { alias } }');
    expect(body.data.organization.alias).toBe('dev');
  });
});
