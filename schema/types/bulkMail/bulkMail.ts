// Bulk e-mail (issue 17): the account owner starts the sending job; progress
// comes by jobProgress(id) and the end by notificationAdded
// (schema/types/notifications/). docs/decisions/bulkMail.md.
import { builder } from '../../builder.ts';
import { JobRef } from '../notifications/notifications.ts';
import { startBulkMail, type StartedBulkMail } from '../../../server/services/bulkMail/startBulkMail.ts';

const SkippedRecipient = builder.objectRef<StartedBulkMail['skipped'][number]>('BulkMailSkippedRecipient').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    reason: t.exposeString('reason', { description: 'unsubscribed, or notALearner (not a learner of this account)' }),
  }),
});

const DroppedLine = builder.objectRef<StartedBulkMail['dropped'][number]>('BulkMailDroppedLine').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: "the file's line, from 1" }),
    text: t.exposeString('text'),
    reason: t.exposeString('reason', { description: 'invalidEmail or duplicate' }),
  }),
});

const SendBulkEmailPayload = builder.objectRef<StartedBulkMail>('SendBulkEmailPayload').implement({
  fields: (t) => ({
    job: t.field({ type: JobRef, resolve: (payload) => ({ ...payload.job, file: null }) }),
    sending: t.exposeInt('sending', { description: 'addresses the job sends to' }),
    skipped: t.field({ type: [SkippedRecipient], resolve: (payload) => payload.skipped }),
    dropped: t.field({ type: [DroppedLine], resolve: (payload) => payload.dropped }),
  }),
});

builder.mutationField('sendBulkEmail', (t) =>
  t.field({
    type: SendBulkEmailPayload,
    description:
      "Sends one e-mail to the account's learners named in a recipients file (its lines: one address a line, at most 10,000), " +
      "confirmed by the owner's own password; the HTML is sanitised and a text part made from it. Answers at once; a job sends.",
    errors: {},
    authScopes: { accountOwner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SendBulkEmailInput', {
          fields: (f) => ({
            password: f.string({ required: true, description: "the owner's own password, again" }),
            to: f.stringList({ required: true, description: "the recipients file's lines, as the file has them (at most 10,000)" }),
            subject: f.string({ required: true }),
            message: f.string({ required: true, description: 'the HTML' }),
            origin: f.string({ description: 'the origin the client is served from, where unsubscribe links point when trusted' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => startBulkMail(ctx, { ...input, origin: input.origin ?? undefined }),
  }),
);
