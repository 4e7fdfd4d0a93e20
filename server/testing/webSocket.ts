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
