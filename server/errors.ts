// Errors are values with a code from the catalogue. GraphQL maps them to the
// AppError type (or extensions.code), the REST facade to { data: { error } }
// with the HTTP status below. Anything else is an internal error: logged, and
// answered without details.
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../domain/errors.ts';

const statusByCode: Partial<Record<ErrorCode, number>> = {
  unauthenticated: 401,
  invalidCredentials: 401,
  forbidden: 403,
  apiTokenNotAllowed: 403,
  invalidUser: 403,
  notFound: 404,
  organizationNotFound: 404,
  userNotFound: 404,
  userAlreadyRegistered: 409,
  usernameTaken: 409,
  aliasTaken: 409,
  accountHasLearners: 409,
  serverBusy: 503,
  maintenance: 503,
  // an upload whose bytes are not its declared type (PUT /files/...)
  fileContentMismatch: 415,
  // the account's own bucket or endpoint is wrong: the platform admin's setting, not a server failure
  storageUnavailable: 409,
  tooManyRequests: 429,
  apiTokenBudgetExceeded: 429,
  // the course assistant: today's questions are spent; the outside model failed (its failure, not this server's)
  assistantLimitReached: 429,
  assistantUnavailable: 424,
  // verified sign-in: the code is the credential of these (docs/decisions/verifiedSignIn.md)
  signInCodeRequired: 401,
  signInCodeWrong: 401,
  signInCodeExpired: 401,
  signInCodeUsed: 401,
  signInCodeAttempts: 401,
  signInCodeNotNeeded: 409,
  // signed in, but the action needs a fresh proof of the mailbox: not a lost session (docs/decisions/stepUpCodes.md)
  stepUpRequired: 403,
};

// A GraphQLError, so that GraphQL answers it as an expected error (with its
// code in extensions) rather than logging and masking it as a crash.
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  /** the input field the error is about, when there is one */
  readonly field?: string;
  /** tooManyRequests: when to try again (the Retry-After header) */
  readonly retryAfterSeconds?: number;
  /** what the caller needs besides the code (invalidEmail: the invalid e-mails); the REST answer carries it beside `error` */
  readonly details?: Readonly<Record<string, unknown>>;
  /** a refused row of an uploaded file: its 1-based position in the batch */
  readonly line?: number;

  constructor(
    code: ErrorCode,
    options: { message?: string; field?: string; retryAfterSeconds?: number; details?: Readonly<Record<string, unknown>>; line?: number } = {},
  ) {
    const { field, retryAfterSeconds, details, line } = options;
    super(options.message ?? code, {
      extensions: {
        code,
        ...(field ? { field } : {}),
        ...(details ? { details } : {}),
        ...(line ? { line } : {}),
        // graphql-yoga answers a thrown error with this status and these headers (and leaves `http` out of the body)
        ...(retryAfterSeconds ? { http: { status: statusByCode[code], headers: { 'Retry-After': String(retryAfterSeconds) } } } : {}),
      },
    });
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
    this.line = line;
  }

  get status(): number {
    return statusByCode[this.code] ?? 400;
  }
}

/**
 * Errors of an overloaded database that a retry can cure: Prisma's "unable to
 * start a transaction in the given time" (P2028). Answered as serverBusy
 * rather than as an internal error.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2028';
}

/** Prisma's answer to findUniqueOrThrow (and the like) for a row that does not exist. */
export function isRecordNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2025';
}
