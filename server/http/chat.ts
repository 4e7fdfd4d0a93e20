// POST /chat: the course assistant's legacy address (learner spec §7:
// { message, conversation_history } → { response }), a thin adapter over
// server/services/assistant/askAssistant.ts like /upload over its service.
// A learner's session token is required. The answer also carries the links of
// the passages found, the questions left today and whether it is a search result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chatRequest } from '../../domain/assistant/assistantInputs.ts';
import { askAssistant, assistantLearner } from '../services/assistant/askAssistant.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../inputs.ts';
import type { FilesDeps } from './files.ts';
import { sendJson } from './io.ts';
import { failJson, postContext, readJsonPost } from './jsonPost.ts';

/** A question, its history and the JSON around them: well under this. */
const BODY_LIMIT = 100_000;

const fail = failJson;

async function answer(req: IncomingMessage, res: ServerResponse, deps: FilesDeps) {
  const read = await readJsonPost(req, res, BODY_LIMIT);
  if (!read) return;
  const body = read.parsed;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(res, 400, 'invalid_data_entry');
  const ctx = await postContext(req, res, deps);
  if (!ctx) return;
  try {
    // who asks is checked before the question, as the service does
    assistantLearner(ctx);
    const { message, conversation_history: history } = parseInput(chatRequest, body);
    sendJson(res, 200, await askAssistant(ctx, { message, history }));
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
