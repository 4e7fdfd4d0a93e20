import type { Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { GRAPHQL_PATH, operationBody } from './fetchGraphQL.ts';
import { credentialOf, requestHeaders, type Credential } from './requestHeaders.ts';
import { reportSocketOpen } from './socketState.ts';

// One socket per credential: the connection parameters authenticate a socket.
const clients = new Map<Credential, Client>();

function graphqlWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

// graphql-ws is fetched with the first subscription: the sign-in screen and most others never open one.
let graphqlWs: Promise<typeof import('graphql-ws')> | null = null;

async function socketFor(credential: Credential): Promise<Client> {
  const { createClient } = await (graphqlWs ??= import('graphql-ws'));
  let socket = clients.get(credential);
  if (!socket) {
    socket = createClient({
      url: graphqlWsUrl(),
      lazy: true,
      connectionParams: () => requestHeaders(credential),
      // Screens poll while their socket is down (relay/socketState.ts).
      on: { connected: () => reportSocketOpen(credential, true), closed: () => reportSocketOpen(credential, false) },
    });
    clients.set(credential, socket);
  }
  return socket;
}

/**
 * Subscriptions over graphql-ws on the same path as HTTP. The socket opens on
 * the first subscription only (lazy), and the connection parameters carry the
 * same Authorization and x-org-alias values as HTTP requests.
 */
export const subscribeGraphQL: SubscribeFunction = (request, variables, cacheConfig) => {
  const credential = credentialOf(cacheConfig);
  return Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let disposed = false;
    const fail = (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error)));
    socketFor(credential).then((socket) => {
      if (disposed) return;
      // graphql-ws requires a query string: empty, the persisted id in extensions names the operation
      unsubscribe = socket.subscribe<GraphQLResponse>(
        { ...operationBody(request, variables), query: '' },
        { next: (value) => sink.next(value as GraphQLResponse), error: fail, complete: () => sink.complete() },
      );
    }, fail);
    return () => {
      disposed = true;
      unsubscribe?.();
    };
  });
};
