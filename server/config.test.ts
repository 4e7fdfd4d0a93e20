// The environment read by one schema (server/config.ts): the defaults a fresh
// machine starts with, each rule refusing a wrong value with the variable's
// name and value in the message, the folders derived from DATA_DIR, and the
// overrides tests pass winning over the environment. No database.
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from './config.ts';
import { DEFAULT_RATE_LIMITS } from './security/rateLimits.ts';

const root = resolve(import.meta.dirname, '..');

/** the message loadConfig throws for env, or '' when it reads it */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('an empty environment', () => {
  it('gives every default', () => {
    const expected: Config = {
      port: 3000,
      host: '0.0.0.0',
      production: false,
      databaseUrl: undefined,
      dataDir: join(root, '.data'),
      seedPassword: undefined,
      seed: true,
      defaultOrg: 'dev',
      publicUrl: undefined,
      adminSessionHours: 12,
      learnerSessionDays: 30,
      redisUrl: undefined,
      webConcurrency: availableParallelism(),
      clientDist: join(root, 'client/dist'),
      uploadDir: join(root, '.data/uploads'),
      fileUrlSecret: undefined,
      signInCodeSecret: undefined,
      quizGraceSeconds: 60,
      attemptSweepSeconds: 15,
      stallTraceDir: undefined,
      deadlineUtcOffsetMinutes: 0,
      freeGraphqlDocuments: false,
      corsOrigins: [],
      imageHosts: [],
      rateLimits: DEFAULT_RATE_LIMITS,
      trustProxy: 0,
      jobs: { runInServer: true, pollSeconds: 2, retryLimit: 3, retryDelaySeconds: 5, expireSeconds: 900, staleSeconds: 60, maintenanceSeconds: 60 },
      mail: { smtpUrl: undefined, from: 'Quiz Platform <no-reply@localhost>', outboxDir: join(root, '.data/outbox') },
      bulkMail: { ratePerSecond: 20, maxAttempts: 5, retrySeconds: 30 },
      storage: {
        driver: 'local',
        s3: { endpoint: undefined, publicEndpoint: undefined, bucket: '', region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: true },
      },
      passwordResetHours: 24,
      maintenance: { enabled: false, until: undefined },
      assistant: { url: undefined, model: 'gpt-4o-mini', apiKey: undefined, dailyLimit: 20 },
    };
    expect(loadConfig({})).toStrictEqual(expected);
  });

  it('counts an empty value as unset where a default or absence stands for it', () => {
    const config = loadConfig({ PORT: '', DEFAULT_ORG: '', DATABASE_URL: '', STORAGE_DRIVER: '', TRUST_PROXY: '', MAINTENANCE_UNTIL: '', RATE_LIMIT_KEY_PREFIX: '' });
    expect([config.port, config.defaultOrg, config.databaseUrl, config.storage.driver, config.trustProxy]).toEqual([3000, 'dev', undefined, 'local', 0]);
    expect([config.maintenance.until, config.rateLimits.keyPrefix]).toEqual([undefined, 'rl']);
    expect(loadConfig({ HOST: '' }).host).toBe('');
  });

  it('reads switches as before: on unless "false", or off unless "true"', () => {
    const loose = loadConfig({ SEED: 'no', RUN_JOBS: '0', S3_FORCE_PATH_STYLE: 'FALSE', GRAPHQL_FREE_DOCUMENTS: '1', MAINTENANCE_MODE: 'yes' });
    expect([loose.seed, loose.jobs.runInServer, loose.storage.s3.forcePathStyle, loose.freeGraphqlDocuments, loose.maintenance.enabled]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const exact = loadConfig({ SEED: 'false', RUN_JOBS: 'false', S3_FORCE_PATH_STYLE: 'false', GRAPHQL_FREE_DOCUMENTS: 'true', MAINTENANCE_MODE: 'true' });
    expect([exact.seed, exact.jobs.runInServer, exact.storage.s3.forcePathStyle, exact.freeGraphqlDocuments, exact.maintenance.enabled]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('each rule', () => {
  it('integers: whole and not negative', () => {
    expect(loadConfig({ PORT: '8080', JOB_RETRY_LIMIT: '0' })).toMatchObject({ port: 8080, jobs: { retryLimit: 0 } });
    expect(refusal({ PORT: 'abc' })).toBe('PORT must be a non-negative integer, got "abc"');
    expect(refusal({ PORT: '-1' })).toBe('PORT must be a non-negative integer, got "-1"');
    expect(refusal({ ASSISTANT_DAILY_LIMIT: '1.5' })).toBe('ASSISTANT_DAILY_LIMIT must be a non-negative integer, got "1.5"');
  });

  it('positive integers: at least 1, the rate limits among them', () => {
    expect(loadConfig({ RATE_LIMIT_TICKETS_PER_HOUR: '7' }).rateLimits.ticketsPerHour).toBe(7);
    expect(refusal({ JOB_POLL_SECONDS: '0' })).toBe('JOB_POLL_SECONDS must be at least 1, got "0"');
    expect(refusal({ RATE_LIMIT_SIGNIN_FAILURES: '0' })).toBe('RATE_LIMIT_SIGNIN_FAILURES must be at least 1, got "0"');
    expect(refusal({ BULK_MAIL_RATE: '-3' })).toBe('BULK_MAIL_RATE must be a non-negative integer, got "-3"');
  });

  it('the deadline UTC offset: whole minutes within ±840', () => {
    expect(loadConfig({ DEADLINE_UTC_OFFSET_MINUTES: '-840' }).deadlineUtcOffsetMinutes).toBe(-840);
    expect(loadConfig({ DEADLINE_UTC_OFFSET_MINUTES: '840' }).deadlineUtcOffsetMinutes).toBe(840);
    for (const bad of ['841', '-841', '90.5', 'east'])
      expect(refusal({ DEADLINE_UTC_OFFSET_MINUTES: bad })).toBe(`DEADLINE_UTC_OFFSET_MINUTES must be whole minutes between -840 and 840, got "${bad}"`);
  });

  it('MAINTENANCE_UNTIL: a date and time, kept in ISO form', () => {
    expect(loadConfig({ MAINTENANCE_UNTIL: '2026-12-14T23:00:00+03:00' }).maintenance.until).toBe('2026-12-14T20:00:00.000Z');
    expect(refusal({ MAINTENANCE_UNTIL: 'soon' })).toBe('MAINTENANCE_UNTIL must be a date and time like 2026-12-14T23:00:00Z, got "soon"');
  });

  it('origins: comma-separated, each its own URL origin', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example , http://b.example:8080,' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(refusal({ CORS_ORIGINS: 'https://a.example,https://b.example/' })).toBe('CORS_ORIGINS must list origins like https://example.com, got "https://b.example/"');
    expect(refusal({ IMAGE_HOSTS: 'images.example' })).toBe('IMAGE_HOSTS must list origins like https://example.com, got "images.example"');
  });

  it('STORAGE_DRIVER: local or s3, and s3 needs S3_BUCKET', () => {
    expect(refusal({ STORAGE_DRIVER: 'gcs' })).toBe('STORAGE_DRIVER must be local or s3, got "gcs"');
    expect(refusal({ STORAGE_DRIVER: 's3' })).toBe('S3_BUCKET is needed with STORAGE_DRIVER=s3');
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files' }).storage).toMatchObject({ driver: 's3', s3: { bucket: 'files' } });
  });

  it('TRUST_PROXY: true, false or a number of proxies', () => {
    expect([loadConfig({ TRUST_PROXY: 'true' }), loadConfig({ TRUST_PROXY: 'false' }), loadConfig({ TRUST_PROXY: '2' })].map((c) => c.trustProxy)).toEqual([1, 0, 2]);
    expect(refusal({ TRUST_PROXY: 'yes' })).toBe('TRUST_PROXY must be a non-negative integer, got "yes"');
  });

  it('names every wrong variable in one message', () => {
    expect(refusal({ PORT: 'abc', STORAGE_DRIVER: 's3', JOB_STALE_SECONDS: '0' })).toBe(
      'PORT must be a non-negative integer, got "abc"; JOB_STALE_SECONDS must be at least 1, got "0"; S3_BUCKET is needed with STORAGE_DRIVER=s3',
    );
  });
});

describe('folders', () => {
  it('resolves them against the repository root and puts uploads and the outbox in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', CLIENT_DIST: 'build' });
    expect([config.dataDir, config.uploadDir, config.mail.outboxDir, config.clientDist]).toEqual([
      join(root, 'var/data'),
      join(root, 'var/data/uploads'),
      join(root, 'var/data/outbox'),
      join(root, 'build'),
    ]);
  });

  it('takes UPLOAD_DIR and MAIL_OUTBOX_DIR over DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '', UPLOAD_DIR: 'up', MAIL_OUTBOX_DIR: '/tmp/outbox' });
    expect([config.dataDir, config.uploadDir, config.mail.outboxDir]).toEqual([null, join(root, 'up'), '/tmp/outbox']);
  });

  it('has none with DATA_DIR empty (in memory)', () => {
    const config = loadConfig({ DATA_DIR: '', UPLOAD_DIR: '', MAIL_OUTBOX_DIR: '' });
    expect([config.dataDir, config.uploadDir, config.mail.outboxDir]).toEqual([null, null, null]);
  });
});

describe('overrides', () => {
  it('win over the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: 'var/data' }, { port: 0, dataDir: null, trustProxy: 3 });
    expect([config.port, config.dataDir, config.trustProxy]).toEqual([0, null, 3]);
  });
});
