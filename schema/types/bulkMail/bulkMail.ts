// Bulk e-mail (issue 17): the account owner starts the sending job; progress
// comes by jobProgress(id) and the end by notificationAdded
// (schema/types/notifications/). docs/decisions/bulkMail.md.
import { bulkMailSubmission, mailDraft } from '../../../domain/bulkMail/bulkMailInputs.ts';
import { builder } from '../../builder.ts';
import { JobRef } from '../notifications/notifications.ts';
import { bulkMailStatus, type BulkMailStatus } from '../../../server/services/bulkMail/bulkMailStatus.ts';
import { sendTestMail, type SentTestMail } from '../../../server/services/bulkMail/sendTestMail.ts';
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
    job: t.field({ type: JobRef, resolve: (payload) => payload.job }),
    sending: t.exposeInt('sending', { description: 'addresses the job sends to' }),
    skipped: t.field({ type: [SkippedRecipient], resolve: (payload) => payload.skipped }),
    dropped: t.field({ type: [DroppedLine], resolve: (payload) => payload.dropped }),
  }),
});

const AttachmentInput = builder.inputType('BulkMailAttachmentInput', {
  description: "A file the account uploaded (POST /upload), carried by the mail; with a cid, an image the HTML shows by src=\"cid:…\"",
  fields: (f) => ({
    filename: f.string({ required: true, description: 'the name the reader sees; its type must be the uploaded file\'s' }),
    path: f.string({ required: true, description: "the uploaded file's address" }),
    cid: f.string(),
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
            attachments: f.field({ type: [AttachmentInput] }),
          }),
          // the same checks, in the same order, as admin/sendBulkEmail's body
        }).validate(bulkMailSubmission),
      }),
    },
    resolve: (_root, { input }, ctx) => startBulkMail(ctx, input),
  }),
);

const TestSent = builder.objectRef<SentTestMail>('BulkEmailTestSent').implement({
  fields: (t) => ({
    to: t.exposeString('to', { description: "the sender's own address" }),
    job: t.field({ type: JobRef, resolve: (sent) => sent.job }),
  }),
});

builder.mutationField('sendBulkEmailTest', (t) =>
  t.field({
    type: TestSent,
    description: "Sends the mail, as the learners will get it, to the sender's own address only (at most 20 an hour).",
    errors: {},
    authScopes: { accountOwner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SendBulkEmailTestInput', {
          fields: (f) => ({
            subject: f.string({ required: true }),
            message: f.string({ required: true, description: 'the HTML' }),
            origin: f.string(),
            attachments: f.field({ type: [AttachmentInput] }),
          }),
        }).validate(mailDraft),
      }),
    },
    resolve: (_root, { input }, ctx) => sendTestMail(ctx, input),
  }),
);

const Failure = builder.objectRef<BulkMailStatus['failures'][number]>('BulkMailFailure').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    reason: t.exposeString('reason', { description: "the mail server's answer, interrupted (a send cut short: check with the learner) or attachmentMissing" }),
  }),
});

const Status = builder.objectRef<BulkMailStatus>('BulkMailStatus').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.exposeString('subject'),
    test: t.exposeBoolean('test', { description: "a test send to the sender's own address" }),
    total: t.exposeInt('total', { description: 'addresses to send to: sent + failed + remaining' }),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed'),
    skipped: t.exposeInt('skipped'),
    remaining: t.exposeInt('remaining'),
    failures: t.field({ type: [Failure], description: 'the last 100 failures', resolve: (status) => status.failures }),
  }),
});

builder.queryField('bulkMailStatus', (t) =>
  t.field({
    type: Status,
    nullable: true,
    description: 'Where the bulk e-mail sent by this job stands; null when the viewer may not read the job.',
    // the job's readers are administrators (the sender, the holder, a platform admin); the service checks the job
    authScopes: { admin: true },
    args: { jobId: t.arg.globalID({ required: true, for: JobRef }) },
    resolve: (_root, { jobId }, ctx) => bulkMailStatus(ctx, jobId.id),
  }),
);
