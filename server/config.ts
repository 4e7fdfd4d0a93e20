// Everything the server reads from its environment, with the embedded defaults
// that let `npm start` run on a fresh machine. README.md documents each one;
// `envSchema` below declares each one's type, default and rule.
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Config } from './configTypes.ts';
import { DEFAULT_RATE_LIMITS } from './security/rateLimits.ts';

export type * from './configTypes.ts';

type Env = Record<string, string | undefined>;

const root = resolve(import.meta.dirname, '..');

// The kinds of variable; a message completes "NAME …, got "value"".
/** '' counts as unset (`VAR= npm start`) */
const setting = <T extends z.ZodType>(schema: T) => z.preprocess((raw) => (raw === '' ? undefined : raw), schema);
/** text; '' counts as unset */
const text = (fallback: string) => setting(z.string().default(fallback));
const optionalText = setting(z.string().optional());
const WHOLE = 'must be a non-negative integer';
/** a whole number ≥ 0, as Number() reads the text */
const whole = z.coerce.number({ error: WHOLE }).refine(Number.isInteger, WHOLE).min(0, WHOLE);
const count = (fallback: number) => setting(whole.default(fallback));
const positive = (fallback: number | (() => number)) =>
  setting(whole.min(1, 'must be at least 1').default(() => (typeof fallback === 'number' ? fallback : fallback())));
const MINUTES = 'must be whole minutes between -840 and 840';
const utcOffset = z.coerce.number({ error: MINUTES }).refine(Number.isInteger, MINUTES).min(-840, MINUTES).max(840, MINUTES);
/** any date and time Date.parse reads, normalised to ISO 8601 in UTC */
const dateTime = z
  .string()
  .refine((raw) => !Number.isNaN(Date.parse(raw)), 'must be a date and time like 2026-12-14T23:00:00Z')
  .transform((raw) => new Date(Date.parse(raw)).toISOString());
const isOrigin = (entry: string) => URL.canParse(entry) && new URL(entry).origin === entry;
/** comma-separated origins, each scheme://host[:port] (no path) */
const origins = z
  .string()
  .default('')
  .transform((raw) => raw.split(',').map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.string().refine(isOrigin, 'must list origins like https://example.com')));
/** a folder, relative to the repository's root */
const folder = z.string().transform((path) => resolve(root, path));
const inDataDir = (dataDir: string | null, name: string) => (dataDir === null ? null : join(dataDir, name));
/** true unless set to exactly "false" */
const unlessFalse = z.string().optional().transform((raw) => raw !== 'false');
/** false unless set to exactly "true" */
const onlyTrue = z.string().optional().transform((raw) => raw === 'true');
const d = DEFAULT_RATE_LIMITS;

/** Every variable the server reads, with its type, default and rule, read into a Config. */
const envSchema = z
  .object({
    PORT: count(3000),
    HOST: z.string().default('0.0.0.0'),
    NODE_ENV: z.string().optional(),
    DATABASE_URL: optionalText,
    DATA_DIR: z.string().default('.data').transform((path) => (path === '' ? null : resolve(root, path))), // '': in memory
    SEED_PASSWORD: optionalText,
    SEED: unlessFalse,
    DEFAULT_ORG: text('dev'),
    PUBLIC_URL: optionalText,
    ADMIN_SESSION_HOURS: count(12),
    LEARNER_SESSION_DAYS: count(30),
    REDIS_URL: optionalText,
    WEB_CONCURRENCY: positive(availableParallelism),
    CLIENT_DIST: z.string().default('client/dist').pipe(folder),
    UPLOAD_DIR: setting(folder.optional()), // absent: DATA_DIR/uploads
    FILE_URL_SECRET: optionalText,
    SIGN_IN_CODE_SECRET: optionalText,
    QUIZ_GRACE_SECONDS: count(60),
    ATTEMPT_SWEEP_SECONDS: count(15),
    STALL_TRACE_DIR: optionalText,
    DEADLINE_UTC_OFFSET_MINUTES: setting(utcOffset.default(0)),
    GRAPHQL_FREE_DOCUMENTS: onlyTrue,
    CORS_ORIGINS: origins,
    IMAGE_HOSTS: origins,
    RATE_LIMIT_SIGNIN_FAILURES: positive(d.signInFailures),
    RATE_LIMIT_SIGNIN_IDENTITY_FAILURES: positive(d.signInIdentityFailures),
    RATE_LIMIT_SIGNIN_BLOCK_SECONDS: positive(d.signInBlockSeconds),
    RATE_LIMIT_SIGNIN_MAX_BLOCK_SECONDS: positive(d.signInMaxBlockSeconds),
    RATE_LIMIT_ADDRESS_FAILURES_PER_DAY: positive(d.addressFailuresPerDay),
    RATE_LIMIT_LOOKUPS_PER_MINUTE: positive(d.lookupsPerMinute),
    RATE_LIMIT_PUBLIC_PER_MINUTE: positive(d.publicPerMinute),
    RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS_PER_HOUR: positive(d.resetRequestsPerAddressPerHour),
    RATE_LIMIT_RESET_REQUESTS_PER_IDENTITY_PER_HOUR: positive(d.resetRequestsPerIdentityPerHour),
    RATE_LIMIT_TICKETS_PER_HOUR: positive(d.ticketsPerHour),
    RATE_LIMIT_SIGNIN_CODES_PER_ADDRESS_PER_HOUR: positive(d.signInCodesPerAddressPerHour),
    RATE_LIMIT_SIGNIN_CODES_PER_EMAIL_PER_HOUR: positive(d.signInCodesPerEmailPerHour),
    RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE: positive(d.apiTokenRequestsPerMinute),
    RATE_LIMIT_API_TOKEN_COST_PER_MINUTE: positive(d.apiTokenCostPerMinute),
    RATE_LIMIT_API_TOKEN_CONCURRENT: positive(d.apiTokenConcurrent),
    RATE_LIMIT_API_TOKEN_WORKERS: positive(d.apiTokenWorkers),
    RATE_LIMIT_KEY_PREFIX: text(d.keyPrefix),
    TRUST_PROXY: z.preprocess((raw) => (raw === 'true' ? 1 : raw === 'false' ? 0 : raw === '' ? undefined : raw), whole.default(0)),
    RUN_JOBS: unlessFalse,
    JOB_POLL_SECONDS: positive(2),
    JOB_RETRY_LIMIT: count(3),
    JOB_RETRY_DELAY_SECONDS: positive(5),
    JOB_EXPIRE_SECONDS: positive(15 * 60),
    JOB_STALE_SECONDS: positive(60),
    JOB_MAINTENANCE_SECONDS: positive(60),
    BULK_MAIL_RATE: positive(20),
    BULK_MAIL_MAX_ATTEMPTS: positive(5),
    BULK_MAIL_RETRY_SECONDS: positive(30),
    SMTP_URL: optionalText,
    MAIL_FROM: text('Quiz Platform <no-reply@localhost>'),
    MAIL_OUTBOX_DIR: setting(folder.optional()), // absent: DATA_DIR/outbox
    STORAGE_DRIVER: setting(z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local')),
    S3_ENDPOINT: optionalText,
    S3_PUBLIC_ENDPOINT: optionalText,
    S3_BUCKET: text(''), // needed with STORAGE_DRIVER=s3 (below)
    S3_REGION: text('us-east-1'),
    S3_ACCESS_KEY: optionalText,
    S3_SECRET_KEY: optionalText,
    S3_FORCE_PATH_STYLE: unlessFalse,
    PASSWORD_RESET_HOURS: positive(24),
    MAINTENANCE_MODE: onlyTrue,
    MAINTENANCE_UNTIL: setting(dateTime.optional()),
    ASSISTANT_URL: optionalText,
    ASSISTANT_MODEL: text('gpt-4o-mini'),
    ASSISTANT_API_KEY: optionalText,
    ASSISTANT_DAILY_LIMIT: count(20),
  })
  // checked even when other variables are wrong too, so that one message names them all
  .refine((env) => env.STORAGE_DRIVER !== 's3' || env.S3_BUCKET !== '', { path: ['S3_BUCKET'], message: 'is needed with STORAGE_DRIVER=s3', when: () => true })
  .transform(
    (env): Config => ({
      port: env.PORT,
      host: env.HOST,
      production: env.NODE_ENV === 'production',
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      seedPassword: env.SEED_PASSWORD,
      seed: env.SEED,
      defaultOrg: env.DEFAULT_ORG,
      publicUrl: env.PUBLIC_URL,
      redisUrl: env.REDIS_URL,
      adminSessionHours: env.ADMIN_SESSION_HOURS,
      learnerSessionDays: env.LEARNER_SESSION_DAYS,
      webConcurrency: env.WEB_CONCURRENCY,
      clientDist: env.CLIENT_DIST,
      uploadDir: env.UPLOAD_DIR ?? inDataDir(env.DATA_DIR, 'uploads'),
      stallTraceDir: env.STALL_TRACE_DIR,
      fileUrlSecret: env.FILE_URL_SECRET,
      signInCodeSecret: env.SIGN_IN_CODE_SECRET,
      passwordResetHours: env.PASSWORD_RESET_HOURS,
      quizGraceSeconds: env.QUIZ_GRACE_SECONDS,
      attemptSweepSeconds: env.ATTEMPT_SWEEP_SECONDS,
      deadlineUtcOffsetMinutes: env.DEADLINE_UTC_OFFSET_MINUTES,
      freeGraphqlDocuments: env.GRAPHQL_FREE_DOCUMENTS,
      corsOrigins: env.CORS_ORIGINS,
      imageHosts: env.IMAGE_HOSTS,
      trustProxy: env.TRUST_PROXY,
      rateLimits: {
        signInFailures: env.RATE_LIMIT_SIGNIN_FAILURES,
        signInIdentityFailures: env.RATE_LIMIT_SIGNIN_IDENTITY_FAILURES,
        signInBlockSeconds: env.RATE_LIMIT_SIGNIN_BLOCK_SECONDS,
        signInMaxBlockSeconds: env.RATE_LIMIT_SIGNIN_MAX_BLOCK_SECONDS,
        addressFailuresPerDay: env.RATE_LIMIT_ADDRESS_FAILURES_PER_DAY,
        lookupsPerMinute: env.RATE_LIMIT_LOOKUPS_PER_MINUTE,
        publicPerMinute: env.RATE_LIMIT_PUBLIC_PER_MINUTE,
        ticketsPerHour: env.RATE_LIMIT_TICKETS_PER_HOUR,
        resetRequestsPerAddressPerHour: env.RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
        resetRequestsPerIdentityPerHour: env.RATE_LIMIT_RESET_REQUESTS_PER_IDENTITY_PER_HOUR,
        signInCodesPerAddressPerHour: env.RATE_LIMIT_SIGNIN_CODES_PER_ADDRESS_PER_HOUR,
        signInCodesPerEmailPerHour: env.RATE_LIMIT_SIGNIN_CODES_PER_EMAIL_PER_HOUR,
        apiTokenRequestsPerMinute: env.RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE,
        apiTokenCostPerMinute: env.RATE_LIMIT_API_TOKEN_COST_PER_MINUTE,
        apiTokenConcurrent: env.RATE_LIMIT_API_TOKEN_CONCURRENT,
        apiTokenWorkers: env.RATE_LIMIT_API_TOKEN_WORKERS,
        keyPrefix: env.RATE_LIMIT_KEY_PREFIX,
      },
      jobs: {
        runInServer: env.RUN_JOBS,
        pollSeconds: env.JOB_POLL_SECONDS,
        retryLimit: env.JOB_RETRY_LIMIT,
        retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
        expireSeconds: env.JOB_EXPIRE_SECONDS,
        staleSeconds: env.JOB_STALE_SECONDS,
        maintenanceSeconds: env.JOB_MAINTENANCE_SECONDS,
      },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR ?? inDataDir(env.DATA_DIR, 'outbox') },
      bulkMail: { ratePerSecond: env.BULK_MAIL_RATE, maxAttempts: env.BULK_MAIL_MAX_ATTEMPTS, retrySeconds: env.BULK_MAIL_RETRY_SECONDS },
      storage: {
        driver: env.STORAGE_DRIVER,
        s3: {
          endpoint: env.S3_ENDPOINT,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY,
          secretAccessKey: env.S3_SECRET_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        },
      },
      maintenance: { enabled: env.MAINTENANCE_MODE, until: env.MAINTENANCE_UNTIL },
      assistant: { url: env.ASSISTANT_URL, model: env.ASSISTANT_MODEL, apiKey: env.ASSISTANT_API_KEY, dailyLimit: env.ASSISTANT_DAILY_LIMIT },
    }),
  );

/** One "NAME rule, got "value"" per wrong variable (a list's wrong entry alone), all in one message. */
function problems(error: z.ZodError, env: Env): string {
  const found = new Map<string, string>();
  for (const issue of error.issues) {
    const [name, entry] = issue.path.map(String);
    const got = entry === undefined ? env[name] : issue.input;
    found.set(issue.path.join('.'), found.get(issue.path.join('.')) ?? `${name} ${issue.message}${got === undefined ? '' : `, got "${String(got)}"`}`);
  }
  return [...found.values()].join('; ');
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env, { reportInput: true });
  if (!parsed.success) throw new Error(problems(parsed.error, env));
  return { ...parsed.data, ...overrides };
}
