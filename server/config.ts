// Everything the server reads from its environment, with the embedded defaults
// that let `npm start` run on a fresh machine. README.md documents each one.
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from './security/rateLimits.ts';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** a real PostgreSQL; absent: the embedded one */
  databaseUrl?: string;
  /** the embedded database, uploads and outbox live here; null: in memory (tests) */
  dataDir: string | null;
  /** seeds the demo identities with this password instead of generated ones */
  seedPassword?: string;
  /** seed the demo organisation on the first start */
  seed: boolean;
  /** used when neither the host name nor the x-org-alias header names an organisation */
  defaultOrg: string;
  /** the address users reach the app at (signed file URLs, reset links) */
  publicUrl?: string;
  adminSessionHours: number;
  learnerSessionDays: number;
  /** several server processes share subscriptions and rate limits through Redis (through PostgreSQL without it) */
  redisUrl?: string;
  /**
   * server processes `npm start` runs on PostgreSQL (server/cluster/); the
   * embedded database admits one connection, so there it is always one
   */
  webConcurrency: number;
  /** the built client; served when it exists */
  clientDist: string;
  /** the folder uploads are stored in (local storage) */
  uploadDir: string | null;
  /** secret for signed upload and download URLs; derived per data folder when unset */
  fileUrlSecret?: string;
  /** key of the HMAC sign-in codes are stored as; kept in the data folder when unset (server/security/serverSecrets.ts) */
  signInCodeSecret?: string;
  /** how long after a timed attempt's deadline a submission is still accepted */
  quizGraceSeconds: number;
  /** how often the server finalises attempts whose deadline and grace have passed; 0: never (tests) */
  attemptSweepSeconds: number;
  /** a folder each process writes a stall trace to every 100 ms (server/diagnostics/stallProbe.ts); unset: none */
  stallTraceDir?: string;
  /** minutes east of UTC in which full-grade deadlines are read */
  deadlineUtcOffsetMinutes: number;
  /**
   * /graphql runs documents sent as text from anyone (tests, local tools).
   * false: browsers and anonymous callers may send only the client's persisted
   * operation ids; free documents need an integrator's API token.
   */
  freeGraphqlDocuments: boolean;
  /** origins other than the app's own that browsers may call /graphql from; empty: same origin only */
  corsOrigins: string[];
  /** origins besides the platform's own files that landing page images may come from (domain/organization/imageSources.ts) */
  imageHosts: string[];
  /** brute-force and enumeration limits (server/security/rateLimits.ts); shared through Redis when redisUrl is set */
  rateLimits: RateLimitConfig;
  /** proxies in front of the app whose X-Forwarded-For is believed; 0: the socket's address only */
  trustProxy: number;
  /** the job queue (server/jobs/) */
  jobs: JobsConfig;
  /** outgoing mail (server/mail/) */
  mail: MailConfig;
  bulkMail: BulkMailConfig;
  /** where uploaded files are kept (server/storage/) */
  storage: StorageConfig;
  /** how long a password-reset link works */
  passwordResetHours: number;
  /** maintenance mode at start-up (the platform admin can switch it later; server/services/maintenance/) */
  maintenance: MaintenanceConfig;
  /** the course assistant (server/services/assistant/) */
  assistant: AssistantConfig;
}

export interface MaintenanceConfig {
  /** MAINTENANCE_MODE=true: learner and administrator calls answer 503 maintenance; the platform admin still signs in */
  enabled: boolean;
  /** MAINTENANCE_UNTIL: the estimated end shown on /maintenance (an ISO date and time); absent: none is shown */
  until?: string;
}

export interface AssistantConfig {
  /** an OpenAI-compatible chat completions endpoint (its base URL, e.g. https://api.openai.com/v1); absent: the built-in course search answers */
  url?: string;
  model: string;
  apiKey?: string;
  /** questions a learner may ask per day, unless their organisation sets its own */
  dailyLimit: number;
}

export interface BulkMailConfig {
  /** messages a second, at most, for one bulk e-mail */
  ratePerSecond: number;
  /** tries per recipient before it is reported failed */
  maxAttempts: number;
  /** the wait after a recipient's first failed try; doubled after each next one */
  retrySeconds: number;
}

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…; absent: each message is written to outboxDir and logged */
  smtpUrl?: string;
  /** the sender of every message */
  from: string;
  /** the outbox folder when there is no SMTP server; null: in memory (tests read them from the mailer) */
  outboxDir: string | null;
}

export interface S3Config {
  /** the S3 API endpoint; absent: AWS for the region */
  endpoint?: string;
  /** the endpoint browsers reach the same storage at, for presigned uploads (docker-compose: localhost, not the service name); absent: endpoint */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO and most S3-compatible servers) rather than in the host name */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** local: files under uploadDir; s3: in S3-compatible storage */
  driver: 'local' | 's3';
  s3: S3Config;
}

export interface JobsConfig {
  /** the server process works the queue; false when `npm run worker` does */
  runInServer: boolean;
  /** how often an idle worker asks for a job */
  pollSeconds: number;
  /** a failed run is tried again this many times, after growing delays */
  retryLimit: number;
  retryDelaySeconds: number;
  /** a run pg-boss has not heard from for this long is handed out again */
  expireSeconds: number;
  /** a run whose heartbeat is older than this no longer holds its job */
  staleSeconds: number;
  /** pg-boss's upkeep: expiring silent runs, retries, archiving */
  maintenanceSeconds: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

function rateLimits(env: Env): RateLimitConfig {
  const d = DEFAULT_RATE_LIMITS;
  return {
    signInFailures: positive(env, 'RATE_LIMIT_SIGNIN_FAILURES', d.signInFailures),
    signInIdentityFailures: positive(env, 'RATE_LIMIT_SIGNIN_IDENTITY_FAILURES', d.signInIdentityFailures),
    signInBlockSeconds: positive(env, 'RATE_LIMIT_SIGNIN_BLOCK_SECONDS', d.signInBlockSeconds),
    signInMaxBlockSeconds: positive(env, 'RATE_LIMIT_SIGNIN_MAX_BLOCK_SECONDS', d.signInMaxBlockSeconds),
    addressFailuresPerDay: positive(env, 'RATE_LIMIT_ADDRESS_FAILURES_PER_DAY', d.addressFailuresPerDay),
    lookupsPerMinute: positive(env, 'RATE_LIMIT_LOOKUPS_PER_MINUTE', d.lookupsPerMinute),
    publicPerMinute: positive(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', d.publicPerMinute),
    resetRequestsPerAddressPerHour: positive(env, 'RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS_PER_HOUR', d.resetRequestsPerAddressPerHour),
    resetRequestsPerIdentityPerHour: positive(env, 'RATE_LIMIT_RESET_REQUESTS_PER_IDENTITY_PER_HOUR', d.resetRequestsPerIdentityPerHour),
    ticketsPerHour: positive(env, 'RATE_LIMIT_TICKETS_PER_HOUR', d.ticketsPerHour),
    signInCodesPerAddressPerHour: positive(env, 'RATE_LIMIT_SIGNIN_CODES_PER_ADDRESS_PER_HOUR', d.signInCodesPerAddressPerHour),
    signInCodesPerEmailPerHour: positive(env, 'RATE_LIMIT_SIGNIN_CODES_PER_EMAIL_PER_HOUR', d.signInCodesPerEmailPerHour),
    apiTokenRequestsPerMinute: positive(env, 'RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE', d.apiTokenRequestsPerMinute),
    apiTokenCostPerMinute: positive(env, 'RATE_LIMIT_API_TOKEN_COST_PER_MINUTE', d.apiTokenCostPerMinute),
    apiTokenConcurrent: positive(env, 'RATE_LIMIT_API_TOKEN_CONCURRENT', d.apiTokenConcurrent),
    apiTokenWorkers: positive(env, 'RATE_LIMIT_API_TOKEN_WORKERS', d.apiTokenWorkers),
    keyPrefix: env.RATE_LIMIT_KEY_PREFIX || d.keyPrefix,
  };
}

function trustProxy(env: Env): number {
  const raw = env.TRUST_PROXY;
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  return integer(env, 'TRUST_PROXY', 0);
}

function utcOffset(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || Math.abs(value) > 14 * 60) throw new Error(`${name} must be whole minutes between -840 and 840, got "${raw}"`);
  return value;
}

function isoDate(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw new Error(`${name} must be a date and time like 2026-12-14T23:00:00Z, got "${raw}"`);
  return new Date(time).toISOString();
}

/** A comma-separated list of origins, each scheme://host[:port] (no path). */
function origins(env: Env, name: string): string[] {
  const list = (env[name] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || parsed.origin !== origin) throw new Error(`${name} must list origins like https://example.com, got "${origin}"`);
  }
  return list;
}

function storage(env: Env): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver !== 'local' && driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  if (driver === 's3' && !env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return {
    driver,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
      bucket: env.S3_BUCKET || '',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY || undefined,
      secretAccessKey: env.S3_SECRET_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    },
  };
}

const root = resolve(import.meta.dirname, '..');

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = env.DATA_DIR === '' ? null : resolve(root, env.DATA_DIR ?? '.data');
  const config: Config = {
    port: integer(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedPassword: env.SEED_PASSWORD || undefined,
    seed: env.SEED !== 'false',
    defaultOrg: env.DEFAULT_ORG || 'dev',
    publicUrl: env.PUBLIC_URL || undefined,
    adminSessionHours: integer(env, 'ADMIN_SESSION_HOURS', 12),
    learnerSessionDays: integer(env, 'LEARNER_SESSION_DAYS', 30),
    redisUrl: env.REDIS_URL || undefined,
    webConcurrency: positive(env, 'WEB_CONCURRENCY', availableParallelism()),
    clientDist: resolve(root, env.CLIENT_DIST ?? 'client/dist'),
    uploadDir: env.UPLOAD_DIR ? resolve(root, env.UPLOAD_DIR) : dataDir ? join(dataDir, 'uploads') : null,
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    signInCodeSecret: env.SIGN_IN_CODE_SECRET || undefined,
    quizGraceSeconds: integer(env, 'QUIZ_GRACE_SECONDS', 60),
    attemptSweepSeconds: integer(env, 'ATTEMPT_SWEEP_SECONDS', 15),
    stallTraceDir: env.STALL_TRACE_DIR || undefined,
    deadlineUtcOffsetMinutes: utcOffset(env, 'DEADLINE_UTC_OFFSET_MINUTES', 0),
    freeGraphqlDocuments: env.GRAPHQL_FREE_DOCUMENTS === 'true',
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    imageHosts: origins(env, 'IMAGE_HOSTS'),
    rateLimits: rateLimits(env),
    trustProxy: trustProxy(env),
    jobs: {
      runInServer: env.RUN_JOBS !== 'false',
      pollSeconds: positive(env, 'JOB_POLL_SECONDS', 2),
      retryLimit: integer(env, 'JOB_RETRY_LIMIT', 3),
      retryDelaySeconds: positive(env, 'JOB_RETRY_DELAY_SECONDS', 5),
      expireSeconds: positive(env, 'JOB_EXPIRE_SECONDS', 15 * 60),
      staleSeconds: positive(env, 'JOB_STALE_SECONDS', 60),
      maintenanceSeconds: positive(env, 'JOB_MAINTENANCE_SECONDS', 60),
    },
    bulkMail: {
      ratePerSecond: positive(env, 'BULK_MAIL_RATE', 20),
      maxAttempts: positive(env, 'BULK_MAIL_MAX_ATTEMPTS', 5),
      retrySeconds: positive(env, 'BULK_MAIL_RETRY_SECONDS', 30),
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Quiz Platform <no-reply@localhost>',
      outboxDir: env.MAIL_OUTBOX_DIR ? resolve(root, env.MAIL_OUTBOX_DIR) : dataDir ? join(dataDir, 'outbox') : null,
    },
    storage: storage(env),
    passwordResetHours: positive(env, 'PASSWORD_RESET_HOURS', 24),
    maintenance: {
      enabled: env.MAINTENANCE_MODE === 'true',
      until: isoDate(env, 'MAINTENANCE_UNTIL'),
    },
    assistant: {
      url: env.ASSISTANT_URL || undefined,
      model: env.ASSISTANT_MODEL || 'gpt-4o-mini',
      apiKey: env.ASSISTANT_API_KEY || undefined,
      dailyLimit: integer(env, 'ASSISTANT_DAILY_LIMIT', 20),
    },
    ...overrides,
  };
  return config;
}
