import type { FetchFunction, GraphQLResponse, RequestParameters } from 'relay-runtime';
import { isMaintenanceAnswer, showMaintenancePage } from '../features/shellPages/maintenance/maintenanceSignal.ts';
import { credentialOf, requestHeaders, type Credential } from './requestHeaders.ts';

export const GRAPHQL_PATH = '/graphql';

/**
 * How long an operation may wait for its answer: a request that hangs (a
 * connection lost without a word) then fails like any other, and its screen
 * says so instead of waiting for ever. The spec's timeout for loading code.
 */
export const GRAPHQL_TIMEOUT_MS = 120_000;

/**
 * The body of an operation: its persisted id only (relay-compiler persists
 * every operation, see relay.config.js; the server runs only known ids for
 * browsers), in the persisted-query form standard GraphQL servers read.
 */
export function operationBody(request: RequestParameters, variables: Record<string, unknown>) {
  if (!request.id) throw new Error(`Operation ${request.name} is not persisted: run npm run generate:relay`);
  return {
    operationName: request.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: request.id } },
  };
}

/** One POST of a persisted operation with the credential's headers; the server's answer (maintenance shows its page). */
export async function postOperation(
  request: RequestParameters,
  variables: Record<string, unknown>,
  credential: Credential,
  timeoutMs = GRAPHQL_TIMEOUT_MS,
): Promise<GraphQLResponse> {
  const headers = { 'Content-Type': 'application/json', ...requestHeaders(credential) };
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers,
    body: JSON.stringify(operationBody(request, variables)),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    throw new Error(`GraphQL request failed with HTTP ${response.status}`);
  }
  const answer = (await response.json()) as GraphQLResponse;
  if (isMaintenanceAnswer(answer)) showMaintenancePage();
  return answer;
}

/** Relay's HTTP transport: one POST per query or mutation. */
export const fetchGraphQL: FetchFunction = (request, variables, cacheConfig) =>
  postOperation(request, variables, credentialOf(cacheConfig, request.name));
