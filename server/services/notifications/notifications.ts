// An administrator's notifications: rows per identity, added by jobs (a
// results file is ready) and published on the pub/sub, listed by the bell
// (GraphQL, live through notificationAdded) and by the legacy client's 5-second
// poll (admin/getUserNotifications), cleared by either.
import type { PubSub } from 'graphql-yoga';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Notification, Prisma, StoredFile } from '../../db/generated/client.ts';
import { readUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import type { Topics } from '../../pubsub/pubSub.ts';
import { requireAdmin } from '../../auth/scopes.ts';

/** Notifications answered at most: a bell lists the recent ones. */
export const NOTIFICATION_LIST_LIMIT = 100;

export interface NewNotification {
  identityId: string;
  kind: string;
  url: string;
  jobId?: string | null;
  fileId?: string | null;
}

export async function addNotification(prisma: Db, pubsub: PubSub<Topics>, input: NewNotification): Promise<Notification> {
  const notification = await createNotification(prisma, input);
  publishNotification(pubsub, notification);
  return notification;
}

/** The notification's row alone, in the caller's transaction: publish it once that commits. */
export function createNotification(db: Db | Prisma.TransactionClient, input: NewNotification): Promise<Notification> {
  return db.notification.create({
    data: { identityId: input.identityId, kind: input.kind, url: input.url, jobId: input.jobId ?? null, fileId: input.fileId ?? null },
  });
}

/** Tells the bell of the notification's reader (notificationAdded). */
export function publishNotification(pubsub: PubSub<Topics>, notification: Notification): void {
  pubsub.publish('notificationAdded', notification.identityId, { notificationId: notification.id });
}

/** The signed-in administrator's identity id; anyone else is refused. */
export function requireAdminIdentity(ctx: RequestContext): string {
  return requireAdmin(ctx).identityId;
}

export type NotificationWithFile = Notification & { file: StoredFile | null };

/** The notification's link as its reader may open it: a private file's URL is signed afresh. */
export function notificationUrl(ctx: RequestContext, notification: NotificationWithFile): string {
  const { file } = notification;
  if (!file || file.visibility === 'PUBLIC' || !ctx.storage) return notification.url;
  return signedFileUrl(ctx.config, ctx.storage, 'GET', file.key, readUrlExpiry());
}

/** The viewer's notifications not cleared yet, newest first. */
export async function viewerNotifications(ctx: RequestContext): Promise<NotificationWithFile[]> {
  const identityId = requireAdminIdentity(ctx);
  return ctx.prisma.notification.findMany({
    where: { identityId, readAt: null },
    include: { file: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: NOTIFICATION_LIST_LIMIT,
  });
}

/** One notification of the viewer's (a subscription event names it); null for anyone else's. */
export async function viewerNotification(ctx: RequestContext, notificationId: string): Promise<NotificationWithFile | null> {
  const identityId = requireAdminIdentity(ctx);
  return ctx.prisma.notification.findFirst({ where: { id: notificationId, identityId }, include: { file: true } });
}

/** Clears the viewer's notifications; answers how many were cleared. */
export async function clearViewerNotifications(ctx: RequestContext): Promise<number> {
  const identityId = requireAdminIdentity(ctx);
  const { count } = await ctx.prisma.notification.updateMany({ where: { identityId, readAt: null }, data: { readAt: new Date() } });
  return count;
}
