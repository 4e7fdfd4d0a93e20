// Starts the real server for a test: on a free port, on an in-memory embedded
// database, or on a fresh database of the PostgreSQL named by TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createApp, type App, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { applyMigrations, migrationsFingerprint } from '../db/migrations.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../security/rateLimits.ts';

export const TEST_PASSWORD = 'test-Passw0rd!';

/**
 * Tests sign in many times from 127.0.0.1: generous limits unless a test sets
 * strict ones (server/security/*.test.ts). Each app its own key prefix.
 */
export const GENEROUS_RATE_LIMITS: RateLimitConfig = {
  ...DEFAULT_RATE_LIMITS,
  signInFailures: 1_000_000,
  signInIdentityFailures: 1_000_000,
  addressFailuresPerDay: 1_000_000,
  lookupsPerMinute: 1_000_000,
  publicPerMinute: 1_000_000,
  ticketsPerHour: 1_000_000,
  signInCodesPerAddressPerHour: 1_000_000,
  signInCodesPerEmailPerHour: 1_000_000,
  apiTokenRequestsPerMinute: 1_000_000,
  apiTokenCostPerMinute: 1_000_000_000,
  apiTokenConcurrent: 1_000,
  apiTokenWorkers: 1_000,
};

/** A parsed JSON answer; tests assert on it field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON from the wire
export type Json = any;

export interface TestApp {
  url: string;
  app: App;
  /** POST a legacy REST path; answers status and parsed JSON */
  rest(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; body: Json }>;
  /** POST a GraphQL operation */
  gql(query: string, variables?: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<{ status: number; body: Json }>;
  /** POST any path with these headers; answers the response headers too (Retry-After) */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Json; headers: Headers }>;
  /** signs in a seeded admin and returns the token */
  adminToken(username: string, level: 'account' | 'org' | 'admin'): Promise<string>;
  stop(): Promise<void>;
}

/** `baseUrl` with another database name. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Any number: the key of the advisory lock under which one process builds the template.
const TEMPLATE_LOCK = 310_031;
const templates = new Map<string, Promise<string>>();

/**
 * A database with every committed migration applied, named after the
 * migrations' fingerprint, to copy test databases from: CREATE DATABASE …
 * TEMPLATE takes a few hundred milliseconds where applying the migrations to a
 * new database takes seconds, once per test app on PostgreSQL. Built once per
 * server and set of migrations, by whichever test process comes first (the
 * others wait on the lock), under a temporary name renamed when complete.
 */
function migratedTemplate(baseUrl: string): Promise<string> {
  const known = templates.get(baseUrl);
  if (known) return known;
  const building = (async () => {
    const fingerprint = createHash('sha256').update(await migrationsFingerprint()).digest('hex').slice(0, 16);
    const name = `test_template_${fingerprint}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const partial = `${name}_partial`;
        await admin.query(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${partial}"`);
        await applyMigrations(databaseUrl(baseUrl, partial));
        await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  templates.set(baseUrl, building);
  building.catch(() => templates.delete(baseUrl));
  return building;
}

/**
 * A fresh database on the server of TEST_DATABASE_URL, dropped by the returned
 * function: empty, or with `migrated` a copy of the migrated template (what an
 * app would make of an empty one, sooner).
 */
export async function freshPostgresDatabase(baseUrl: string, { migrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const template = migrated ? await migratedTemplate(baseUrl) : null;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(baseUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestApp(overrides: Partial<Config> = {}, options: Omit<AppOptions, 'log'> = {}): Promise<TestApp> {
  const external =
    overrides.databaseUrl || !process.env.TEST_DATABASE_URL ? null : await freshPostgresDatabase(process.env.TEST_DATABASE_URL, { migrated: true });
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: null,
      uploadDir: null,
      // mail stays in memory (app.mailer.outbox), never in the project's .data/outbox
      mail: loadConfig({ DATA_DIR: '' }).mail,
      databaseUrl: external?.url,
      // jobs asked for in a test start at once; retries wait the shortest pg-boss allows
      jobs: { ...loadConfig({}).jobs, pollSeconds: 1, retryDelaySeconds: 1 },
      seed: true,
      seedPassword: TEST_PASSWORD,
      // tests finalise expired attempts themselves
      attemptSweepSeconds: 0,
      clientDist: '/nonexistent',
      // Tests send documents as text with session tokens; the policy tests
      // (server/security/) start the app strict with `freeGraphqlDocuments: false`.
      freeGraphqlDocuments: true,
      rateLimits: { ...GENEROUS_RATE_LIMITS, keyPrefix: `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
      ...overrides,
    },
  );
  const app = await createApp(config, { log: () => {}, ...options });
  const { url } = await app.start();

  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // left as text
    }
    return { status: response.status, body: parsed as Json, headers: response.headers };
  };
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const testApp: TestApp = {
    url,
    app,
    rest: async (path, body, token, headers = {}) => {
      const { status, body: answer } = await post(`/${path}`, body, { ...auth(token), ...headers });
      return { status, body: answer };
    },
    gql: async (query, variables, token, headers = {}) => {
      const { status, body: answer } = await post('/graphql', { query, variables }, { ...auth(token), ...headers });
      return { status, body: answer };
    },
    post: (path, body, headers = {}) => post(path, body, headers),
    async adminToken(username, level) {
      const { body } = await testApp.rest('admin/accountLogin', { username, password: TEST_PASSWORD, level });
      if (!body?.data?.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
      return body.data.token as string;
    },
    async stop() {
      await app.stop();
      await external?.drop();
    },
  };
  return testApp;
}
