// A learner's session, once read, is kept by this process for a few seconds:
// on exam day every save would otherwise read it again, one statement in two
// of the save path (issue 16). Only learner sessions are kept; an
// administrator's request reads its session and identity every time.
//
// A session ends at once everywhere: whatever ends a learner's sessions
// (signing out, erasure) calls announceLearnerSessionsEnded, which forgets
// them in this process before answering and tells every other process through
// the pub/sub (Redis, or PostgreSQL's LISTEN/NOTIFY). Should a message be lost
// (a broken Redis connection), a kept session lasts LEARNER_SESSION_CACHE_MS at
// most, and never past its own expiry (docs/decisions/cluster.md, "Learner
// sessions kept for seconds").
import type { PubSub } from 'graphql-yoga';
import type { Db } from '../db/database.ts';
import { whenPublished, type Topics } from '../pubsub/pubSub.ts';
import type { Viewer } from './viewer.ts';

export const LEARNER_SESSION_CACHE_MS = 10_000;
/** past this many, the oldest kept session is forgotten first */
const MAX_KEPT = 50_000;

export type LearnerViewer = Extract<Viewer, { kind: 'learner' }>;

class KeptSessions {
  byTokenHash = new Map<string, { viewer: LearnerViewer; until: number }>();
  /** raised by every forgetting: a read begun before it is not kept */
  generation = 0;
}

const kept = new WeakMap<Db, KeptSessions>();

function keptOf(prisma: Db): KeptSessions {
  let sessions = kept.get(prisma);
  if (!sessions) kept.set(prisma, (sessions = new KeptSessions()));
  return sessions;
}

/** The learner of a token read in the last seconds, if this process kept it. */
export function keptLearnerSession(prisma: Db, tokenHash: string, now: number): LearnerViewer | undefined {
  const sessions = keptOf(prisma);
  const entry = sessions.byTokenHash.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until > now) return entry.viewer;
  sessions.byTokenHash.delete(tokenHash);
  return undefined;
}

/** Where a read stands among the forgettings: pass it to keepLearnerSession with what the read found. */
export function sessionReadMark(prisma: Db): number {
  return keptOf(prisma).generation;
}

/** Keeps a live learner session read from the database, unless a session ended while it was being read. */
export function keepLearnerSession(prisma: Db, tokenHash: string, viewer: LearnerViewer, expiresAt: Date, mark: number, now: number): void {
  const sessions = keptOf(prisma);
  if (sessions.generation !== mark) return;
  if (sessions.byTokenHash.size >= MAX_KEPT) sessions.byTokenHash.delete(sessions.byTokenHash.keys().next().value!);
  // Frozen: every request of this session for a few seconds shares the one object.
  sessions.byTokenHash.set(tokenHash, { viewer: Object.freeze(viewer), until: Math.min(now + LEARNER_SESSION_CACHE_MS, expiresAt.getTime()) });
}

/** Forgets this learner's kept sessions in this process. */
export function forgetLearnerSessions(prisma: Db, learnerId: string): void {
  const sessions = keptOf(prisma);
  sessions.generation += 1;
  for (const [tokenHash, entry] of sessions.byTokenHash) {
    if (entry.viewer.learnerId === learnerId) sessions.byTokenHash.delete(tokenHash);
  }
}

/** Call once a learner's sessions ended in the database: forgotten here at once, and in every other process. */
export function announceLearnerSessionsEnded(ctx: { prisma: Db; pubsub?: PubSub<Topics> }, learnerId: string): void {
  forgetLearnerSessions(ctx.prisma, learnerId);
  ctx.pubsub?.publish('learnerSessionsEnded', { learnerId });
}

/** Forgets the learner sessions whose end any process announces; returns the stop. */
export function forgetLearnerSessionsOnEnd(pubsub: PubSub<Topics>, prisma: Db): () => Promise<void> {
  return whenPublished(pubsub, 'learnerSessionsEnded', ({ learnerId }) => forgetLearnerSessions(prisma, learnerId));
}
