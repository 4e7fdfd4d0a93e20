// POST /chat: the course assistant's legacy address (learner spec §7:
// { message, conversation_history } → { response }), a thin adapter over
// server/services/assistant/askAssistant.ts like /upload over its service.
// A learner's session token is required. The answer also carries the links of
// the passages found, the questions left today and whether it is a search result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestContext } from '../context.ts';
import { maintenanceRefusal } from '../services/maintenance/maintenance.ts';
import { clientAddress } from '../security/clientAddress.ts';
import { askAssistant } from '../services/assistant/askAssistant.ts';
import { AppError } from '../services/errors.ts';
import type { FilesDeps } from './files.ts';
import { parseGuardedJson } from './inputGuard.ts';
import { readBody, sendJson } from './io.ts';

/** A question, its history and the JSON around them: well under this. */
const BODY_LIMIT = 100_000;

const fail = (res: ServerResponse, status: number, code: string, field?: string) => sendJson(res, status, { data: { error: code, field } });

async function answer(req: IncomingMessage, res: ServerResponse, deps: FilesDeps) {
  let body: Record<string, unknown>;
  try {
    const parsed = parseGuardedJson((await readBody(req, BODY_LIMIT)).toString('utf8') || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail(res, 400, 'invalid_data_entry');
    body = parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof AppError) return fail(res, error.status, error.code, error.field);
    if (error instanceof Error && error.message === 'body too large') {
      res.setHeader('connection', 'close');
      return fail(res, 413, 'bodyTooLarge');
    }
    return fail(res, 400, 'malformedJson');
  }
  const ctx = await createRequestContext(deps.prisma, deps.config, {
    host: req.headers.host,
    authorization: req.headers.authorization,
    orgAlias: req.headers['x-org-alias'] as string | undefined,
  });
  if (ctx.viewer.kind === 'anonymous') {
    // an unauthenticated path like any other: per address
    try {
      await deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy)).request();
    } catch (error) {
      if (!(error instanceof AppError) || !error.retryAfterSeconds) throw error;
      res.setHeader('retry-after', String(error.retryAfterSeconds));
      return fail(res, error.status, error.code);
    }
  }
  try {
    const paused = await maintenanceRefusal(ctx);
    if (paused) {
      res.setHeader('retry-after', String(paused.retryAfterSeconds));
      throw paused;
    }
    sendJson(res, 200, await askAssistant(ctx, body.message, body.conversation_history));
  } catch (error) {
    if (error instanceof AppError) return fail(res, error.status, error.code, error.field);
    throw error;
  }
}

/** Handles POST /chat; false for other paths. */
export async function handleChat(req: IncomingMessage, res: ServerResponse, deps: FilesDeps): Promise<boolean> {
  if (new URL(req.url ?? '/', 'http://local').pathname !== '/chat') return false;
  if (req.method !== 'POST') fail(res, 405, 'methodNotAllowed');
  else await answer(req, res, deps);
  return true;
}
