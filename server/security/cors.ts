// CORS for /graphql: only the configured origins (CORS_ORIGINS) get the
// headers that let a browser read the answer; any other origin gets none, so
// its pages cannot read /graphql. Same-origin requests need no headers.
import type { CORSOptions } from 'graphql-yoga';

export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'x-org-alias'],
      maxAge: 600,
    };
  };
}
