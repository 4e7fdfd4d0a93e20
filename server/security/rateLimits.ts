// Brute-force and enumeration protection, after rate-limiter-flexible's
// login-protection pattern: consecutive failed sign-ins by identity and by
// identity + address, each block twice as long as the one before (up to a
// cap); failures by address per day; identity lookups and other
// unauthenticated requests per address per minute. Counters live in Redis
// when REDIS_URL is set, else in PostgreSQL when the server runs on it (every
// app process sees the same counts; memory is the insurance while the store is
// unreachable), in memory on the embedded database (one process). A browser
// an administrator signed in from before (a signed device cookie,
// deviceCookies.ts) is not refused by the identity-wide block. Integrators' API
// tokens have a budget of requests and of GraphQL cost per minute, and a few
// operations in flight (apiTokenWork.ts). docs/decisions.md "Rate limits"
// explains the numbers.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import { createDeviceCookies, type DeviceCookies } from './deviceCookies.ts';

export interface RateLimitConfig {
  /** consecutive failed sign-ins of one identity from one address before a block */
  signInFailures: number;
  /** consecutive failed sign-ins of one identity from any address before a block */
  signInIdentityFailures: number;
  /** the first block; every further block of the same key doubles, up to the maximum */
  signInBlockSeconds: number;
  signInMaxBlockSeconds: number;
  /** failed sign-ins and unknown e-mails per address per day; then the address waits for the day's end */
  addressFailuresPerDay: number;
  /** learner sign-ins, e-mail lookups and registrations per address per minute */
  lookupsPerMinute: number;
  /** other unauthenticated requests per address per minute */
  publicPerMinute: number;
  /** "forgot password" requests per address per hour, and per named identity per hour */
  resetRequestsPerAddressPerHour: number;
  resetRequestsPerIdentityPerHour: number;
  /** support tickets per address per hour, signed in or not (docs/decisions/tickets.md) */
  ticketsPerHour: number;
  /** one-time sign-in codes asked for, per address per hour and per e-mail per hour (docs/decisions/verifiedSignIn.md) */
  signInCodesPerAddressPerHour: number;
  signInCodesPerEmailPerHour: number;
  /** GraphQL operations of one API token per minute */
  apiTokenRequestsPerMinute: number;
  /** the GraphQL cost (graphqlLimits.ts) of one API token's operations per minute */
  apiTokenCostPerMinute: number;
  /** operations of one API token in flight at once (per process) */
  apiTokenConcurrent: number;
  /** operations of all API tokens executing at once in one process; the others wait their turn */
  apiTokenWorkers: number;
  /** prefix of every counter's key (several apps on one Redis) */
  keyPrefix: string;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInFailures: 5,
  signInIdentityFailures: 20,
  signInBlockSeconds: 60,
  signInMaxBlockSeconds: 3600,
  addressFailuresPerDay: 500,
  lookupsPerMinute: 600,
  publicPerMinute: 1200,
  resetRequestsPerAddressPerHour: 20,
  resetRequestsPerIdentityPerHour: 3,
  ticketsPerHour: 30,
  signInCodesPerAddressPerHour: 30,
  signInCodesPerEmailPerHour: 5,
  apiTokenRequestsPerMinute: 300,
  apiTokenCostPerMinute: 50_000,
  apiTokenConcurrent: 2,
  apiTokenWorkers: 4,
  keyPrefix: 'rl',
};

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;
const MINUTE = 60;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A refusal: HTTP 429 with Retry-After, on REST and GraphQL alike. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('tooManyRequests', { retryAfterSeconds });
}

/** consume() rejects with a RateLimiterRes when over the limit, with an Error when the store failed. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(seconds(rejection.msBeforeNext));
    throw rejection;
  }
}

/** Seconds left while the counter of `key` is over `points` (blocked), else 0. */
async function waitFor(limiter: RateLimiterAbstract, key: string, points: number): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= points && state.msBeforeNext > 0 ? seconds(state.msBeforeNext) : 0;
}

/**
 * Consecutive failures of one key: the `points`-th failure blocks the key;
 * the n-th block of a day lasts base * 2^(n-1) seconds (at most `max`). A
 * success forgets both the failures and the blocks.
 */
class ConsecutiveFailures {
  constructor(
    private readonly failures: RateLimiterAbstract,
    private readonly blocks: RateLimiterAbstract,
    private readonly points: number,
    private readonly baseSeconds: number,
    private readonly maxSeconds: number,
  ) {}

  /** a block sets the count past `points` until it ends */
  retryAfter(key: string): Promise<number> {
    return waitFor(this.failures, key, this.points + 1);
  }

  async fail(key: string): Promise<void> {
    const counted = await this.failures.penalty(key);
    if (counted.consumedPoints !== this.points) return;
    const { consumedPoints: blocks } = await this.blocks.penalty(key);
    await this.failures.block(key, Math.min(this.maxSeconds, this.baseSeconds * 2 ** (blocks - 1)));
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.blocks.delete(key)]);
  }
}

/** The rules for one request, bound to its client address. */
export interface RequestLimits {
  readonly address: string;
  /** seconds of this request's refusal, for the transport's Retry-After; null while none */
  refusedFor: number | null;
  /** a Set-Cookie the transport sends with the answer (a known device's cookie after a sign-in); null while none */
  setCookie: string | null;
  /** an unauthenticated request of a public path */
  request(): Promise<void>;
  /**
   * A sign-in with a secret: `attempt` fails with invalidCredentials on a wrong
   * one (or with a code `failed` accepts: a wrong reset link). With
   * `knownDevices`, a browser that signed in as `identity` before (its device
   * cookie) is not refused by the identity-wide block, only by its address's
   * and its own device's; a success sets (renews) the cookie.
   */
  signIn<T>(identity: string, attempt: () => Promise<T>, failed?: (error: unknown) => boolean, options?: { knownDevices?: boolean }): Promise<T>;
  /** a "forgot password" request: counted per address, and per identity when one is named */
  resetRequest(identity: string | null): Promise<void>;
  /** a support ticket submitted from this address */
  ticket(): Promise<void>;
  /** a one-time sign-in code asked for: counted per address and per e-mail */
  signInCodeRequest(email: string): Promise<void>;
  /** an answer that tells whether an e-mail is a learner's; `missed` says the e-mail was unknown (or taken) */
  lookup<T>(attempt: () => Promise<T>, missed: (outcome: { value?: T; error?: unknown }) => boolean): Promise<T>;
  /**
   * A learner named by the e-mail of a legacy body, on every call of theirs:
   * not counted per minute (a class shares one address), but an unknown e-mail
   * counts as a failure of the address, so the paths cannot enumerate learners.
   */
  identify<T>(find: () => Promise<T | null>): Promise<T | null>;
}

/** The Cookie header of a request, and the path its device cookie is sent back to (the sign-in's own). */
export interface RequestCookies {
  header: string | undefined;
  path: string;
}

/** What one API token may still spend this minute; each throws apiTokenBudgetExceeded (429, Retry-After) when over. */
export interface ApiTokenBudget {
  /** one operation */
  request(): Promise<void>;
  /** the operation's GraphQL cost */
  cost(points: number): Promise<void>;
}

export type ApiTokenBudgetKind = 'requests' | 'cost' | 'concurrency';

export function apiTokenBudgetExceeded(budget: ApiTokenBudgetKind, limit: number, retryAfterSeconds: number): AppError {
  return new AppError('apiTokenBudgetExceeded', {
    message: `This API token's budget of ${budget === 'concurrency' ? `${limit} operations at once` : `${limit} ${budget === 'cost' ? 'cost points' : 'operations'} a minute`} is spent; try again after ${retryAfterSeconds} s.`,
    details: { budget, limit },
    retryAfterSeconds,
  });
}

export interface RateLimits {
  /** `cookies`: the request's, where a sign-in may read and set a known device's cookie */
  forAddress(address: string, cookies?: RequestCookies): RequestLimits;
  /** the budget of one API token (its id), shared by every process like the other counts */
  apiToken(tokenId: string): ApiTokenBudget;
  /**
   * Connects to Redis when configured, so the first requests already share
   * counts; rejects when it cannot (ioredis keeps trying; memory counts meanwhile).
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;
/** keys hold user input: bounded in length */
const keyOf = (...parts: string[]) => parts.map((part) => part.slice(0, 200)).join('|');

/** The table of the PostgreSQL counters: rate-limiter-flexible's own layout, one table for every limiter (keys carry their prefix). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Creates the counters' table once. The library would create it from every
 * limiter's constructor; several processes starting at once would race on it,
 * so the table is made here under an advisory lock and the limiters are told it exists.
 */
async function createCounterTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('rate_limits table'))");
    await client.query(`CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface RateLimitOptions {
  /** the key device cookies are signed with; every process must be given the same (absent: one per process) */
  deviceKey?: string;
  /** the site is served over https: device cookies are Secure */
  secureCookies?: boolean;
}

export function createRateLimits(config: RateLimitConfig, redisUrl?: string, postgres?: pg.Pool, options: RateLimitOptions = {}): RateLimits {
  const devices: DeviceCookies = createDeviceCookies(options.deviceKey ?? randomBytes(32).toString('hex'), options.secureCookies ?? false);
  // The library's documented Redis setup: no offline queue, so a request does
  // not wait for a lost Redis; the insurance limiter counts meanwhile.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', () => {});
  const shared = redis ? null : (postgres ?? null);
  let firstPostgresLimiter = true;
  const limiter = (name: string, points: number, duration: number) => {
    const options = { keyPrefix: `${config.keyPrefix}:${name}`, points, duration };
    const memory = new RateLimiterMemory(options);
    if (redis) return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory });
    if (!shared) return memory;
    // One limiter deletes the expired counters of the shared table (every 5 minutes), not each of them.
    const clearExpiredByTimeout = firstPostgresLimiter;
    firstPostgresLimiter = false;
    return new RateLimiterPostgres({
      ...options,
      storeClient: shared,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout,
      insuranceLimiter: memory,
    });
  };
  const huge = Number.MAX_SAFE_INTEGER;
  const consecutive = (name: string, points: number) =>
    new ConsecutiveFailures(
      limiter(`${name}:fails`, points, DAY),
      limiter(`${name}:blocks`, huge, DAY),
      points,
      config.signInBlockSeconds,
      config.signInMaxBlockSeconds,
    );
  const byIdentityAndAddress = consecutive('signin:identity-address', config.signInFailures);
  const byIdentity = consecutive('signin:identity', config.signInIdentityFailures);
  // a known device's own failures, from any address: a stolen cookie gives no more guesses than one address has
  const byDevice = consecutive('signin:device', config.signInFailures);
  const tokenRequests = limiter('api-token:requests', config.apiTokenRequestsPerMinute, MINUTE);
  const tokenCost = limiter('api-token:cost', config.apiTokenCostPerMinute, MINUTE);
  const failuresByAddress = limiter('failures:address', huge, DAY);
  const lookups = limiter('lookups:address', config.lookupsPerMinute, MINUTE);
  const requests = limiter('public:address', config.publicPerMinute, MINUTE);
  const resetsByAddress = limiter('resets:address', config.resetRequestsPerAddressPerHour, HOUR);
  const resetsByIdentity = limiter('resets:identity', config.resetRequestsPerIdentityPerHour, HOUR);
  const tickets = limiter('tickets:address', config.ticketsPerHour, HOUR);
  const codesByAddress = limiter('signin-codes:address', config.signInCodesPerAddressPerHour, HOUR);
  const codesByEmail = limiter('signin-codes:email', config.signInCodesPerEmailPerHour, HOUR);

  const addressWait = (address: string) => waitFor(failuresByAddress, address, config.addressFailuresPerDay);

  return {
    forAddress(address, cookies) {
      const limits: RequestLimits = {
        address,
        refusedFor: null,
        setCookie: null,
        async request() {
          await refusing(() => consume(requests, address));
        },
        async resetRequest(identity) {
          await refusing(async () => {
            await consume(resetsByAddress, address);
            if (identity !== null) await consume(resetsByIdentity, keyOf(identity));
          });
        },
        async ticket() {
          await refusing(() => consume(tickets, address));
        },
        async signInCodeRequest(email) {
          await refusing(async () => {
            await consume(codesByAddress, address);
            await consume(codesByEmail, keyOf(email));
          });
        },
        signIn(identity, attempt, failed = (error) => isCode(error, 'invalidCredentials'), { knownDevices = false } = {}) {
          return refusing(async () => {
            const pair = keyOf(identity, address);
            const deviceId = knownDevices && cookies ? devices.read(cookies.header, identity) : null;
            const device = deviceId === null ? null : keyOf(identity, deviceId);
            const identityWait = await byIdentity.retryAfter(identity);
            // A known device waits for its address's block and its own, not for the identity's.
            const wait = Math.max(
              await byIdentityAndAddress.retryAfter(pair),
              device === null ? identityWait : await byDevice.retryAfter(device),
              await addressWait(address),
            );
            if (wait) throw tooManyRequests(wait);
            try {
              const value = await attempt();
              // The identity's count stays while it blocks others: the known device's success tells nothing of them.
              await Promise.all([
                byIdentityAndAddress.reset(pair),
                identityWait ? null : byIdentity.reset(identity),
                device === null ? null : byDevice.reset(device),
              ]);
              if (knownDevices && cookies) limits.setCookie = devices.issue(identity, deviceId, cookies.path);
              return value;
            } catch (error) {
              if (failed(error)) {
                await Promise.all([
                  byIdentityAndAddress.fail(pair),
                  byIdentity.fail(identity),
                  device === null ? null : byDevice.fail(device),
                  failuresByAddress.penalty(address),
                ]);
              }
              throw error;
            }
          });
        },
        lookup(attempt, missed) {
          return refusing(async () => {
            const wait = await addressWait(address);
            if (wait) throw tooManyRequests(wait);
            await consume(lookups, address);
            let value;
            try {
              value = await attempt();
            } catch (error) {
              if (missed({ error })) await failuresByAddress.penalty(address);
              throw error;
            }
            if (missed({ value })) await failuresByAddress.penalty(address);
            return value;
          });
        },
        identify(find) {
          return refusing(async () => {
            const wait = await addressWait(address);
            if (wait) throw tooManyRequests(wait);
            const found = await find();
            if (found === null) await failuresByAddress.penalty(address);
            return found;
          });
        },
      };
      /** remembers a refusal for the transport (GraphQL answers it as data) */
      async function refusing<T>(run: () => Promise<T>): Promise<T> {
        try {
          return await run();
        } catch (error) {
          if (error instanceof AppError && error.retryAfterSeconds) limits.refusedFor = error.retryAfterSeconds;
          throw error;
        }
      }
      return limits;
    },
    apiToken(tokenId) {
      const spend = async (counter: RateLimiterAbstract, budget: ApiTokenBudgetKind, limit: number, points: number) => {
        try {
          await counter.consume(tokenId, points);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // a refused operation does not run: its cost is given back (a refused request still counts as one)
          if (budget === 'cost') await counter.reward(tokenId, points);
          throw apiTokenBudgetExceeded(budget, limit, seconds(rejection.msBeforeNext));
        }
      };
      return {
        request: () => spend(tokenRequests, 'requests', config.apiTokenRequestsPerMinute, 1),
        // a cost above the whole budget is charged as the budget: the operation runs once a minute at most
        cost: (points) =>
          spend(tokenCost, 'cost', config.apiTokenCostPerMinute, Math.min(config.apiTokenCostPerMinute, Math.max(1, Math.ceil(points)))),
      };
    },
    async start() {
      if (redis) await redis.connect();
      if (shared) await createCounterTable(shared);
    },
    async stop() {
      redis?.disconnect();
    },
  };
}
