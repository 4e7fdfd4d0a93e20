// The whole server as one value whose life the caller owns: main.ts starts it
// for `npm start`, tests start and stop their own on a free port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { startStallTrace } from './diagnostics/stallProbe.ts';
import { createGraphQL } from './http/graphql.ts';
import { sendJson } from './http/io.ts';
import { createHealthCheck, HEALTH_CHECK } from './http/health.ts';
import { createStaticHandler } from './http/static.ts';
import { handleRest } from './rest/facade.ts';
import { handleChat } from './http/chat.ts';
import { handleFiles } from './http/files.ts';
import { requestUrl } from './http/requestPath.ts';
import { handleUnsubscribe } from './http/unsubscribe.ts';
import { handleCertificates } from './http/certificates.ts';
import { createFileStorage, type FileStorage } from './storage/fileStorage.ts';
import { readInlineScriptHashes } from './security/inlineScripts.ts';
import { applySecurityHeaders, asksForGraphiQL, clientContentSecurityPolicy, GRAPHIQL_CONTENT_SECURITY_POLICY, strictTransportSecurity } from './security/securityHeaders.ts';
import { seedDemo } from '../prisma/seed.ts';
import { finaliseExpiredAttempts } from './services/quiz/quizSubmission.ts';
import { runInOneProcess } from './cluster/singleRunner.ts';
import { createRateLimits, type RateLimits } from './security/rateLimits.ts';
import { createAppPubSub, type AppPubSub } from './pubsub/pubSub.ts';
import { forgetOrganizationsOnChange } from './pubsub/organizationChanges.ts';
import { forgetMaintenanceOnChange } from './services/maintenance/maintenance.ts';
import { forgetLearnerSessionsOnEnd } from './auth/learnerSessions.ts';
import { createJobQueue, type JobQueue } from './jobs/jobQueue.ts';
import { jobHandlers } from './jobs/jobKinds.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { JobHandler } from './jobs/jobTypes.ts';

export interface App {
  start(): Promise<{ url: string; port: number }>;
  stop(): Promise<void>;
  /** available once started */
  readonly database: Database;
  /** available once started */
  readonly jobs: JobQueue;
  /** available once started */
  readonly pubsub: AppPubSub;
  /** available once started: sends the mail jobs queue (its outbox holds in-memory runs' messages) */
  readonly mailer: Mailer;
}

export interface AppOptions {
  log?: (message: string) => void;
  /** kinds of jobs besides server/jobs/jobKinds.ts's (tests of the queue itself) */
  extraJobHandlers?: Record<string, JobHandler>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? ((message: string) => console.log(message));
  let database: Database | undefined;
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  let disposeWs: (() => Promise<void> | void) | undefined;
  let sweep: NodeJS.Timeout | undefined;
  let stopStallTrace: (() => Promise<void>) | undefined;
  let stopOrganizationChanges: (() => Promise<void>) | undefined;
  let stopMaintenanceChanges: (() => Promise<void>) | undefined;
  let stopLearnerSessionEnds: (() => Promise<void>) | undefined;
  let rateLimits: RateLimits | undefined;
  let pubsub: AppPubSub | undefined;
  let jobs: JobQueue | undefined;
  let mailer: Mailer | undefined;

  return {
    get database() {
      if (!database) throw new Error('the app is not started');
      return database;
    },
    get jobs() {
      if (!jobs) throw new Error('the app is not started');
      return jobs;
    },
    get pubsub() {
      if (!pubsub) throw new Error('the app is not started');
      return pubsub;
    },
    get mailer() {
      if (!mailer) throw new Error('the app is not started');
      return mailer;
    },

    async start() {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      const { prisma } = database;
      const storage: FileStorage = createFileStorage(config);
      if (config.seed) {
        const seeded = await seedDemo(prisma, storage, { password: config.seedPassword });
        if (seeded) for (const line of seeded.report) log(line);
      }

      // Shared through Redis when REDIS_URL is set: connected before the first request.
      // Device cookies are signed with a key derived from the file URL secret
      // (FILE_URL_SECRET, or the data folder's): every process of a deployment has it.
      rateLimits = createRateLimits(config.rateLimits, config.redisUrl, config.databaseUrl ? database.pool : undefined, {
        deviceKey: storage.sign('GET', 'admin device cookies', 0),
        secureCookies: config.publicUrl?.startsWith('https:') ?? false,
      });
      await rateLimits.start().catch((error: Error) => {
        log(`rate limits: ${config.redisUrl ? 'Redis at REDIS_URL' : 'PostgreSQL'} did not answer (${error.message}); each process counts in memory until it does`);
      });
      const limits = rateLimits;
      pubsub = createAppPubSub(config.redisUrl, config.databaseUrl ? { connectionString: config.databaseUrl, pool: database.pool } : undefined);
      await pubsub.ready().catch((error: Error) => {
        log(`subscriptions: ${config.redisUrl ? 'Redis at REDIS_URL' : 'PostgreSQL'} did not answer (${error.message}); events reach other processes once it does`);
      });
      const events = pubsub.pubsub;
      stopOrganizationChanges = forgetOrganizationsOnChange(events, prisma);
      stopMaintenanceChanges = forgetMaintenanceOnChange(events, prisma);
      stopLearnerSessionEnds = forgetLearnerSessionsOnEnd(events, prisma);
      mailer = createMailer(config.mail, log);
      jobs = createJobQueue({
        pool: database.pool,
        prisma,
        config,
        storage,
        mailer,
        pubsub: events,
        handlers: { ...jobHandlers, ...options.extraJobHandlers },
        log,
      });
      await jobs.start({ work: config.jobs.runInServer });
      const queue = jobs;
      const { yoga, attachWebSocket } = createGraphQL({ prisma, config, storage, rateLimits: limits, pubsub: events, jobs: queue });
      const serveStatic = createStaticHandler(config.clientDist);
      const db = database;
      // requests being answered: the health check falls back on its last answer only under load
      let answering = 0;
      if (config.stallTraceDir) stopStallTrace = startStallTrace(config.stallTraceDir, { role: 'server', pool: db.pool, inFlight: () => answering });
      const health = createHealthCheck(() => db.isHealthy(), { ...HEALTH_CHECK, busy: () => answering > 1 || db.pool.waitingCount > 0 });
      const logError = (error: unknown) => console.error(error);
      const pagePolicy = clientContentSecurityPolicy(storage.uploadOrigin, readInlineScriptHashes(config.clientDist));
      const hsts = strictTransportSecurity(config.publicUrl);

      server = createServer(async (req, res) => {
        answering += 1;
        res.once('close', () => (answering -= 1));
        try {
          const url = requestUrl(req);
          applySecurityHeaders(res, pagePolicy, hsts);
          // malformed escapes are refused here, once for every handler after
          if (!url) return sendJson(res, 400, { data: { error: 'invalid_data_entry', field: 'path' } });
          const { pathname } = url;
          // First, before any other work, and not behind GraphQL work holding the pool (server/http/health.ts).
          if (pathname === '/healthz' || pathname === '/readyz') return void (await health.answer(res));
          if (pathname === '/graphql') {
            if (!config.production && asksForGraphiQL(req.method, req.headers.accept)) {
              res.setHeader('content-security-policy', GRAPHIQL_CONTENT_SECURITY_POLICY);
            }
            return void (await yoga(req, res));
          }
          if (await handleRest(req, res, { prisma, config, storage, rateLimits: limits, pubsub: events, jobs: queue, log: logError })) return;
          if (await handleFiles(req, res, { prisma, config, storage, rateLimits: limits })) return;
          if (await handleChat(req, res, { prisma, config, storage, rateLimits: limits })) return;
          if (await handleCertificates(req, res, { prisma, storage })) return;
          if (await handleUnsubscribe(req, res, prisma)) return;
          if (pathname.startsWith('/user/') || pathname.startsWith('/admin/')) {
            return sendJson(res, 404, { data: { error: 'notFound' } });
          }
          if (await serveStatic(req, res)) return;
          sendJson(res, 404, { data: { error: 'notFound' } });
        } catch (error) {
          logError(error);
          if (!res.headersSent) sendJson(res, 500, { data: { error: 'internalError' } });
          else res.end();
        }
      });

      wss = new WebSocketServer({ noServer: true });
      const wsServer = attachWebSocket(wss);
      disposeWs = () => wsServer.dispose();
      server.on('upgrade', (req, socket, head) => {
        if (requestUrl(req)?.pathname !== '/graphql') return void socket.destroy();
        wss!.handleUpgrade(req, socket, head, (ws) => wss!.emit('connection', ws, req));
      });

      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(config.port, config.host, () => resolve());
      });
      if (config.attemptSweepSeconds > 0) {
        // Timed attempts nobody submitted are finalised from their saved answers,
        // by one server process at a time (server/cluster/singleRunner.ts).
        const sharedPool = config.databaseUrl ? db.pool : null;
        sweep = setInterval(() => {
          runInOneProcess(sharedPool, 'attempt sweep', () => finaliseExpiredAttempts(prisma, config)).catch(logError);
        }, config.attemptSweepSeconds * 1000);
        sweep.unref();
      }
      const { port } = server.address() as AddressInfo;
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      return { url: `http://${host}:${port}`, port };
    },

    async stop() {
      clearInterval(sweep);
      await stopStallTrace?.();
      await disposeWs?.();
      wss?.close();
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await jobs?.stop();
      mailer?.close();
      await stopOrganizationChanges?.();
      await stopMaintenanceChanges?.();
      await stopLearnerSessionEnds?.();
      await rateLimits?.stop();
      await pubsub?.close();
      await database?.close();
    },
  };
}
