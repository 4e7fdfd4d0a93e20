// The edge guard (inputGuard.ts) for GraphQL, as one yoga plugin:
// - a POST body is read up to MAX_GRAPHQL_BODY_BYTES and its nesting is read
//   from the raw text before JSON.parse;
// - the query text's nesting is checked before graphql's recursive parser runs;
// - before execution, every variable value (JSON scalars included, at any
//   depth) and every string literal of the document pass valueProblem. This is
//   the one place String and JSON arguments are checked: variables arrive raw,
//   literals are in the document, so no scalar needs its own rule;
// - graphql's own request errors (syntax, validation, variable coercion) carry
//   no code: they are given invalid_data_entry, so every error has a code.
// The parse and execute hooks are envelop's, so graphql-ws (getEnveloped)
// runs them too.
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inputProblemError, textDepthProblem, valueProblem, type InputProblem } from './inputGuard.ts';

export const MAX_GRAPHQL_BODY_BYTES = 1_000_000;

class RequestRefused extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

// Answered by the parser itself: an error thrown this early is masked by yoga as a crash.
const refusedResponse = ({ code, status }: RequestRefused) =>
  new Response(JSON.stringify({ errors: [{ message: code, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** The body text, refusing more than `limit` bytes while it streams in. */
async function readText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new RequestRefused('bodyTooLarge', 413);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new RequestRefused('bodyTooLarge', 413);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

async function parseJsonRequest(request: Request) {
  let text: string;
  try {
    text = await readText(request, MAX_GRAPHQL_BODY_BYTES);
  } catch (error) {
    if (error instanceof RequestRefused) return refusedResponse(error);
    throw error;
  }
  if (textDepthProblem(text)) throw refusal({ reason: 'tooDeep' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusedResponse(new RequestRefused('malformedJson', 400));
  }
  if (typeof body !== 'object' || body === null) return refusedResponse(new RequestRefused('malformedJson', 400));
  return body as Record<string, never>;
}

/** The guard's refusal as GraphQL answers it: a 400 whose error keeps its code and field. */
function refusal(problem: InputProblem): GraphQLError {
  const error = inputProblemError(problem);
  (error.extensions as Record<string, unknown>).http = { status: 400 };
  return error;
}

/** The first refused string literal of a document, named by its argument or input field. */
export function documentProblem(document: DocumentNode): InputProblem | null {
  let found: InputProblem | null = null;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      const problem = found ? null : valueProblem(node.value);
      if (problem) found = { reason: problem.reason, field: names.join('.') || undefined };
    },
  });
  return found;
}

function operationProblem(document: DocumentNode, variables: unknown): InputProblem | null {
  return valueProblem(variables ?? {}) ?? documentProblem(document);
}

const isJsonPost = (request: Request) =>
  request.method === 'POST' && /^application\/(graphql\+)?json\b/i.test(request.headers.get('content-type') ?? '');

function withCode(error: GraphQLError): GraphQLError {
  if (typeof error.extensions?.code === 'string') return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: 'invalid_data_entry' },
  });
}

type Result = { errors?: readonly GraphQLError[] } & Record<string, unknown>;

export function useInputGuard(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (isJsonPost(request)) setRequestParser(parseJsonRequest);
    },
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (textDepthProblem(source)) throw refusal({ reason: 'tooDeep', field: 'query' });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem = operationProblem(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [refusal(problem)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = operationProblem(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [refusal(problem)] });
    },
    onResultProcess({ result, setResult }) {
      const coded = (one: Result): Result => (one.errors?.length ? { ...one, errors: one.errors.map(withCode) } : one);
      if (Array.isArray(result)) setResult(result.map((one) => coded(one as Result)));
      else if (!(Symbol.asyncIterator in (result as object))) setResult(coded(result as Result));
    },
  };
}
