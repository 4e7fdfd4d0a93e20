// The one pub/sub of the server: GraphQL subscriptions listen on it, services
// and jobs publish to it. graphql-yoga's createPubSub, in memory by default;
// with REDIS_URL its events travel through Redis (@graphql-yoga/redis-event-target),
// so an event published by one process (a worker finishing a job) reaches the
// subscribers connected to every other.
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { createPostgresEventTarget } from './postgresEventTarget.ts';

/** Events carry ids only: each subscriber reads the row and checks its viewer may see it. */
export type Topics = {
  /** a notification for the administrator of this identity id */
  notificationAdded: [identityId: string, payload: { notificationId: string }];
  /** a ticket's status changed: told to its reporter, `learner:<learnerId>` or `admin:<identityId>` (ticketTriage.ts) */
  ticketChanged: [reporter: string, payload: { ticketId: string }];
  /** a job's status or progress changed */
  jobProgress: [jobId: string, payload: { jobId: string }];
  /** an organisation's row changed: every process forgets its cached organisations (organizationChanges.ts) */
  organizationChanged: [payload: { organizationId: string }];
  /** the platform admin switched maintenance: every process forgets its cached state (services/maintenance/) */
  maintenanceChanged: [payload: { enabled: boolean }];
  /** a learner's sessions ended (signed out, erased): every process forgets the ones it keeps (auth/learnerSessions.ts) */
  learnerSessionsEnded: [payload: { learnerId: string }];
};

/** The topics without an id: a change every process forgets a cache on. */
type ChangeTopic = 'organizationChanged' | 'maintenanceChanged' | 'learnerSessionsEnded';

/** Runs `handle` on every event of a topic without an id (a change to forget a cache on), in this process; returns the stop. */
export function whenPublished<Topic extends ChangeTopic>(pubsub: PubSub<Topics>, topic: Topic, handle: (event: Topics[Topic][0]) => void): () => Promise<void> {
  // [payload] topics: subscribed to without an id
  const events = pubsub.subscribe(topic as ChangeTopic) as AsyncIterableIterator<Topics[Topic][0]>;
  const listening = (async () => {
    for await (const event of events) handle(event);
  })();
  return async () => {
    await events.return?.();
    await listening;
  };
}

export interface AppPubSub {
  pubsub: PubSub<Topics>;
  /** resolves once Redis (when configured) accepts commands */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The PostgreSQL server processes share when there is no Redis: absent on the embedded database. */
export interface SharedPostgres {
  connectionString: string;
  pool: pg.Pool;
}

export function createAppPubSub(redisUrl: string | undefined, postgres?: SharedPostgres): AppPubSub {
  if (!redisUrl && postgres) {
    const transport = createPostgresEventTarget(postgres.connectionString, postgres.pool);
    return { pubsub: createPubSub<Topics>({ eventTarget: transport.eventTarget }), ready: transport.ready, close: transport.close };
  }
  if (!redisUrl) {
    return { pubsub: createPubSub<Topics>(), ready: async () => {}, close: async () => {} };
  }
  // Redis needs one connection to publish and another in subscriber mode.
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  for (const client of [publishClient, subscribeClient]) client.on('error', () => {});
  const eventTarget = createRedisEventTarget({ publishClient: forgivingPublisher(publishClient), subscribeClient: resubscribing(subscribeClient) });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async ready() {
      await Promise.all([publishClient.connect(), subscribeClient.connect()]);
    },
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

// redis-event-target sends its commands and does not wait for them: while Redis
// cannot be reached they would end as unhandled rejections. A lost publish is
// an event other processes miss (logged at start: they get events once Redis
// answers); a lost subscribe is made again whenever the connection is ready.

function forgivingPublisher(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'publish') return (channel: string, message: string) => target.publish(channel, message).catch(() => 0);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function resubscribing(client: Redis): Redis {
  const topics = new Set<string>();
  client.on('ready', () => {
    if (topics.size > 0) client.subscribe(...topics).catch(() => {});
  });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'subscribe') {
        return (topic: string) => {
          topics.add(topic);
          return target.subscribe(topic).catch(() => 0);
        };
      }
      if (property === 'unsubscribe') {
        return (topic: string) => {
          topics.delete(topic);
          return target.unsubscribe(topic).catch(() => 0);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
