// The pub/sub's transport between server processes when PostgreSQL is there
// but Redis is not: LISTEN/NOTIFY, shaped like @graphql-yoga/redis-event-target
// (an event target for graphql-yoga's createPubSub). No maintained package
// offers one for graphql-yoga (docs/decisions/cluster.md). Every event goes on
// one channel as {type, detail} (ids only, far below NOTIFY's 8,000 bytes), so
// no topic has to be a valid identifier; each process delivers what it hears
// to its own listeners, its own events included, as Redis does.
//
// One dedicated connection listens; when it is lost (the database restarted,
// the backend terminated) another connects and listens again after a pause.
// Events published meanwhile are missed by this process, as with Redis.
import pg from 'pg';

export const EVENT_CHANNEL = 'app_events';
const RECONNECT_MS = 500;

type Listener = (event: CustomEvent) => void;
type ListenerOrObject = Listener | { handleEvent: Listener };

export interface PostgresEventTarget {
  eventTarget: {
    addEventListener(type: string, listener: ListenerOrObject | null): void;
    removeEventListener(type: string, listener: ListenerOrObject | null): void;
    dispatchEvent(event: CustomEvent): boolean;
  };
  /** resolves once the listening connection listens */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const callbackOf = (listener: ListenerOrObject): Listener => ('handleEvent' in listener ? listener.handleEvent : listener);

export function createPostgresEventTarget(connectionString: string, pool: pg.Pool): PostgresEventTarget {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    let message: { type?: unknown; detail?: unknown };
    try {
      message = JSON.parse(payload ?? '') as typeof message;
    } catch {
      return;
    }
    if (typeof message.type !== 'string') return;
    for (const callback of listeners.get(message.type) ?? []) callback(new CustomEvent(message.type, { detail: message.detail ?? null }));
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('error', () => {});
    next.on('notification', (notification) => {
      if (notification.channel === EVENT_CHANNEL) deliver(notification.payload);
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${EVENT_CHANNEL}`);
    if (closed) return void (await next.end());
    client = next;
  };
  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      listen().catch(schedule);
    }, RECONNECT_MS);
    retry.unref();
  };

  return {
    eventTarget: {
      addEventListener(type, listener) {
        if (!listener) return;
        let set = listeners.get(type);
        if (!set) listeners.set(type, (set = new Set()));
        set.add(callbackOf(listener));
      },
      removeEventListener(type, listener) {
        if (!listener) return;
        const set = listeners.get(type);
        set?.delete(callbackOf(listener));
        if (set?.size === 0) listeners.delete(type);
      },
      dispatchEvent(event) {
        const payload = JSON.stringify({ type: event.type, detail: event.detail ?? null });
        // A lost publish is an event the other processes miss, never a failed request.
        pool.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, payload]).catch(() => {});
        return true;
      },
    },
    ready: () =>
      listen().catch((error: unknown) => {
        schedule();
        throw error;
      }),
    async close() {
      closed = true;
      clearTimeout(retry);
      const listening = client;
      client = null;
      await listening?.end().catch(() => {});
    },
  };
}
