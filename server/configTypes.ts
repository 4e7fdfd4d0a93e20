// The shape of the server's configuration, each setting with its meaning;
// server/config.ts reads it from the environment (one zod schema).
import type { RateLimitConfig } from './security/rateLimits.ts';

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
