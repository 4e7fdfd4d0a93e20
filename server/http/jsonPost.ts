// The front of the POST handlers outside the REST facade (/upload, /chat): the
// guarded JSON body, then the request's context, with an anonymous caller
// counted against the per-address limit of public paths and everyone but the
// platform admin refused during maintenance. Each step answers its own refusal
// ({ data: { error, field } }) and gives null.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestContext, type RequestContext } from '../context.ts';
import { clientAddress } from '../security/clientAddress.ts';
import { AppError } from '../errors.ts';
import { maintenanceRefusal } from '../services/maintenance/maintenance.ts';
import type { FilesDeps } from './files.ts';
import { parseGuardedJson } from './inputGuard.ts';
import { readBody, sendJson } from './io.ts';

export const failJson = (res: ServerResponse, status: number, code: string, field?: string) => sendJson(res, status, { data: { error: code, field } });

function refuse(res: ServerResponse, error: AppError): null {
  if (error.retryAfterSeconds) res.setHeader('retry-after', String(error.retryAfterSeconds));
  failJson(res, error.status, error.code, error.field);
  return null;
}

/** The parsed body (an empty body reads as {}); null when refused: the edge guard, too large, not JSON. */
export async function readJsonPost(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<{ parsed: unknown } | null> {
  try {
    return { parsed: parseGuardedJson((await readBody(req, maxBytes)).toString('utf8') || '{}') };
  } catch (error) {
    if (error instanceof AppError) return refuse(res, error);
    if (error instanceof Error && error.message === 'body too large') {
      res.setHeader('connection', 'close');
      failJson(res, 413, 'bodyTooLarge');
      return null;
    }
    failJson(res, 400, 'malformedJson');
    return null;
  }
}

/** Who asks, for which organisation; null when refused: an anonymous caller over the per-address limit, or maintenance. */
export async function postContext(req: IncomingMessage, res: ServerResponse, deps: FilesDeps): Promise<RequestContext | null> {
  const ctx = await createRequestContext(deps.prisma, deps.config, {
    host: req.headers.host,
    authorization: req.headers.authorization,
    orgAlias: req.headers['x-org-alias'] as string | undefined,
  });
  if (ctx.viewer.kind === 'anonymous') {
    try {
      await deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy)).request();
    } catch (error) {
      if (!(error instanceof AppError) || !error.retryAfterSeconds) throw error;
      return refuse(res, error);
    }
  }
  const paused = await maintenanceRefusal(ctx);
  return paused ? refuse(res, paused) : ctx;
}
