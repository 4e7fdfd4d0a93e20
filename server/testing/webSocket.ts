// One GraphQL operation over a fresh graphql-ws connection, for tests: its
// single result, or the errors the server refused it with.
import { createClient, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';
import type { Json } from './testApp.ts';

export async function overWebSocket(baseUrl: string, payload: SubscribePayload, connectionParams?: Record<string, unknown>): Promise<Json> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
  try {
    return await new Promise<Json>((resolve, reject) => {
      let result: Json;
      client.subscribe(payload, {
        next: (value) => (result = value),
        // refused operations end with their GraphQL errors
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => resolve(result),
      });
    });
  } finally {
    await client.dispose();
  }
}

export interface LiveSubscription {
  /** every payload received so far */
  events: Json[];
  /** resolves with the first payload `matches` accepts (already received or to come) */
  next(matches?: (event: Json) => boolean, timeoutMs?: number): Promise<Json>;
  /** the errors the server ended the subscription with, if it did */
  errors: Promise<Json>;
  close(): Promise<void>;
}

/** A subscription held open over graphql-ws, collecting its events. */
export async function subscribeOverWebSocket(
  baseUrl: string,
  payload: SubscribePayload,
  connectionParams?: Record<string, unknown>,
): Promise<LiveSubscription> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
  const events: Json[] = [];
  const waiters = new Set<{ matches: (event: Json) => boolean; resolve: (event: Json) => void }>();
  let endWith: (errors: Json) => void = () => {};
  const errors = new Promise<Json>((resolve) => (endWith = resolve));
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', () => reject(new Error('the socket closed before connecting')));
    client.subscribe(payload, {
      next: (value) => {
        events.push(value);
        for (const waiter of waiters) {
          if (!waiter.matches(value)) continue;
          waiters.delete(waiter);
          waiter.resolve(value);
        }
      },
      error: (error) => endWith(Array.isArray(error) ? error : [String(error)]),
      complete: () => endWith(null),
    });
  });
  return {
    events,
    errors,
    next(matches = () => true, timeoutMs = 15_000) {
      const seen = events.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { matches, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs).unref();
      });
    },
    close: () => client.dispose() as Promise<void>,
  };
}
