// An administrator's notifications and the jobs behind them: listed on the
// viewer, cleared by a mutation, pushed live by the notificationAdded and
// jobProgress subscriptions (over graphql-ws), authorised like the queries.
import { builder } from '../../builder.ts';
import { ViewerRef } from '../session/viewer.ts';
import { AppError } from '../../../server/errors.ts';
import {
  clearViewerNotifications,
  notificationUrl,
  requireAdminIdentity,
  viewerNotification,
  viewerNotifications,
  type NotificationWithFile,
} from '../../../server/services/notifications/notifications.ts';
import { jobFileUrl, readableJob, type JobWithFile } from '../../../server/services/jobs/jobs.ts';
import type { RequestContext } from '../../../server/context.ts';
import { isAdmin } from '../../../server/auth/scopes.ts';

const JobStatusEnum = builder.enumType('JobStatus', { values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const });

export const JobRef = builder.objectRef<JobWithFile>('Job').implement({
  description: 'Background work asked for by an administrator (a results file), with its progress.',
  fields: (t) => ({
    id: t.globalID({ resolve: (job) => ({ type: 'Job', id: job.id }) }),
    kind: t.exposeString('kind'),
    status: t.field({ type: JobStatusEnum, resolve: (job) => job.status }),
    progress: t.exposeInt('progress', { description: '0 to 100' }),
    fileUrl: t.string({
      nullable: true,
      description: "The file the job wrote, signed for its reader; null until the job is done.",
      resolve: (job, _args, ctx) => jobFileUrl(ctx, job),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const NotificationRef = builder.objectRef<NotificationWithFile>('Notification').implement({
  fields: (t) => ({
    id: t.globalID({ resolve: (notification) => ({ type: 'Notification', id: notification.id }) }),
    kind: t.exposeString('kind', { description: 'resultsFile: a results file is ready; jobFailed: it could not be written' }),
    url: t.string({
      nullable: true,
      description: 'What the notification opens (a private file is signed for its reader); null when there is nothing to open.',
      resolve: (notification, _args, ctx) => notificationUrl(ctx, notification) || null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  notifications: t.field({
    type: [NotificationRef],
    nullable: true,
    description: "The signed-in administrator's notifications not cleared yet, newest first (at most 100); null for anyone else.",
    resolve: (_viewer, _args, ctx) => (isAdmin(ctx.viewer) ? viewerNotifications(ctx) : null),
  }),
}));

builder.queryField('job', (t) =>
  t.field({
    type: JobRef,
    nullable: true,
    description: 'A job the viewer asked for (or of their organisation, for its holder); null otherwise.',
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: JobRef }) },
    resolve: (_root, { id }, ctx) => readableJob(ctx, id.id),
  }),
);

const ClearNotificationsPayload = builder.objectRef<{ cleared: number }>('ClearNotificationsPayload').implement({
  fields: (t) => ({ cleared: t.exposeInt('cleared') }),
});

builder.mutationField('clearNotifications', (t) =>
  t.field({
    type: ClearNotificationsPayload,
    errors: {},
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => ({ cleared: await clearViewerNotifications(ctx) }),
  }),
);

function pubsubOf(ctx: RequestContext) {
  if (!ctx.pubsub) throw new AppError('serverBusy');
  return ctx.pubsub;
}

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationRef,
    nullable: true,
    description: "Each notification added for the signed-in administrator, as it is added.",
    subscribe: (_root, _args, ctx) => pubsubOf(ctx).subscribe('notificationAdded', requireAdminIdentity(ctx)),
    resolve: (payload: { notificationId: string }, _args, ctx) => viewerNotification(ctx, payload.notificationId),
  }),
);

builder.subscriptionField('jobProgress', (t) =>
  t.field({
    type: JobRef,
    nullable: true,
    description: 'The job each time its status or progress changes, starting with its state now.',
    // who may is decided as the subscription starts (readableJob): scopes would only be checked on each event
    args: { id: t.arg.globalID({ required: true, for: JobRef }) },
    subscribe: async function* (_root, { id }, ctx) {
      const jobId = id.id;
      // Refused like the query: an unreadable job is not found, whether it exists or not.
      if (!(await readableJob(ctx, jobId))) throw new AppError('notFound', { field: 'id' });
      const events = pubsubOf(ctx).subscribe('jobProgress', jobId)[Symbol.asyncIterator]();
      // Listening starts before the first answer reads the job: no change falls in between.
      const pending = events.next();
      try {
        yield { jobId };
        for (let next = await pending; !next.done; next = await events.next()) yield next.value;
      } finally {
        await events.return?.();
      }
    },
    resolve: (payload: { jobId: string }, _args, ctx) => readableJob(ctx, payload.jobId),
  }),
);
