import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { credentialOf, requestHeaders } from './requestHeaders.ts';

export const GRAPHQL_PATH = '/graphql';

/** Relay's HTTP transport: one POST per query or mutation. */
export const fetchGraphQL: FetchFunction = async (request, variables, cacheConfig) => {
  const headers = { 'Content-Type': 'application/json', ...requestHeaders(credentialOf(cacheConfig)) };
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    throw new Error(`GraphQL request failed with HTTP ${response.status}`);
  }
  return (await response.json()) as GraphQLResponse;
};
