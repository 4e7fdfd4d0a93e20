// HTTP handling of the legacy facade: JSON in, { data } out; errors as
// { data: { error: <code> } } with a fitting status. Never a 500 for bad input.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestContext, type RequestContext } from '../context.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { PubSub } from 'graphql-yoga';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Topics } from '../pubsub/pubSub.ts';
import { AppError, isDatabaseBusy } from '../errors.ts';
import { parseInput } from '../inputs.ts';
import { maintenanceRefusal } from '../services/maintenance/maintenance.ts';
import { actAsLearnerNamedByEmail } from '../services/learner/learners.ts';
import { namesLearnerWithoutToken } from './learner/learnerIdentity.ts';
import { adminRoutes, userRoutes, type Body, type Route } from './routes.ts';
import { readBody, sendJson } from '../http/io.ts';
import { INPUT_LIMITS, parseGuardedJson } from '../http/inputGuard.ts';
import { clientAddress } from '../security/clientAddress.ts';
import type { RateLimits } from '../security/rateLimits.ts';

/** unless the route allows more (Route.maxBodyBytes) */
const MAX_BODY_BYTES = 1_000_000;

function sendError(res: ServerResponse, error: AppError | { code: string; status: number }) {
  if (error instanceof AppError && error.retryAfterSeconds) res.setHeader('retry-after', String(error.retryAfterSeconds));
  const details = error instanceof AppError ? error.details : undefined;
  const line = error instanceof AppError && error.line ? { line: error.line } : {};
  // the input field the refusal is about, as GraphQL's AppError names it
  const field = error instanceof AppError && error.field ? { field: error.field } : {};
  sendJson(res, error.status, { data: { ...details, error: error.code, ...field, ...line } });
}

async function allowed(route: Route, ctx: RequestContext, body: Body): Promise<AppError | null> {
  if (route.access === 'learner' && namesLearnerWithoutToken(ctx, body)) {
    await actAsLearnerNamedByEmail(ctx, body.email);
    return null;
  }
  const { viewer } = ctx;
  if (route.access === 'public') return null;
  if (viewer.kind === 'anonymous') return new AppError('unauthenticated');
  if (route.access === 'learner') return viewer.kind === 'learner' ? null : new AppError('forbidden');
  if (viewer.kind !== 'admin') return new AppError('forbidden');
  if (route.access === 'admin') return null;
  const roles: readonly string[] = typeof route.access === 'string' ? [route.access] : route.access;
  return roles.includes(viewer.role) ? null : new AppError('forbidden');
}

/** Handles POST /user/<name> and /admin/<name>; false when the path is not the facade's. */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { prisma: Db; config: Config; storage: FileStorage; rateLimits: RateLimits; pubsub: PubSub<Topics>; jobs: JobQueue; log: (error: unknown) => void },
) {
  const url = new URL(req.url ?? '/', 'http://local');
  const match = /^\/(user|admin)\/([^/]*)$/.exec(url.pathname);
  if (!match) return false;
  const table = match[1] === 'user' ? userRoutes : adminRoutes;
  const route = Object.hasOwn(table, match[2]) ? table[match[2]] : undefined;
  if (!route) {
    sendError(res, { code: 'notFound', status: 404 });
    return true;
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    sendJson(res, 405, { data: { error: 'methodNotAllowed' } });
    return true;
  }

  let body: Body;
  try {
    const raw = await readBody(req, route.maxBodyBytes ?? MAX_BODY_BYTES);
    const limits = route.maxItems ? { ...INPUT_LIMITS, maxItems: route.maxItems } : INPUT_LIMITS;
    const parsed: unknown = raw.length ? parseGuardedJson(raw.toString('utf8'), limits) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SyntaxError('body is not an object');
    body = parsed as Body;
  } catch (error) {
    if (error instanceof AppError) {
      // the edge guard's refusal (NUL, lone surrogates, nesting, sizes), naming the field when it can
      sendJson(res, error.status, { data: { error: error.code, ...(error.field ? { field: error.field } : {}) } });
      return true;
    }
    const tooLarge = error instanceof Error && error.message === 'body too large';
    // The rest of an oversized body was not read: this connection cannot be reused.
    if (tooLarge) res.setHeader('connection', 'close');
    sendJson(res, tooLarge ? 413 : 400, { data: { error: tooLarge ? 'bodyTooLarge' : 'malformedJson' } });
    return true;
  }
  // Every legacy body carries these; they are diagnostics the server does not keep.
  delete body.userAgent;
  delete body.clientLog;

  try {
    const ctx = await createRequestContext(deps.prisma, deps.config, {
      host: req.headers.host,
      authorization: req.headers.authorization,
      orgAlias: (req.headers['x-org-alias'] as string | undefined) ?? (typeof body.org === 'string' ? body.org : undefined),
      // the sign-in's device cookie is read here and sent back to this path only
      limits: deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy), { header: req.headers.cookie, path: url.pathname }),
    });
    ctx.storage = deps.storage;
    ctx.pubsub = deps.pubsub;
    ctx.jobs = deps.jobs;
    // Unauthenticated requests of the public paths, per address (generous: a school shares one address).
    if (route.perAddressLimit && ctx.viewer.kind === 'anonymous') await ctx.limits!.request();
    // During maintenance only the platform admin gets through (the sign-in service lets only them sign in).
    const paused = route.duringMaintenance ? null : await maintenanceRefusal(ctx);
    if (paused) {
      sendError(res, paused);
      return true;
    }
    const denied = await allowed(route, ctx, body);
    if (denied) sendError(res, denied);
    else {
      // a route with a schema takes its typed value (route() ties the two types together)
      const data = await route.handle(ctx, (route.body ? parseInput(route.body, body) : body) as Body);
      if (ctx.limits?.setCookie) res.setHeader('set-cookie', ctx.limits.setCookie);
      sendJson(res, 200, { data });
    }
  } catch (error) {
    if (error instanceof AppError) sendError(res, error);
    else if (isDatabaseBusy(error)) sendError(res, new AppError('serverBusy'));
    else {
      deps.log(error);
      sendJson(res, 500, { data: { error: 'internalError' } });
    }
  }
  return true;
}
