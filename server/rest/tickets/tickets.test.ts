// Support tickets over REST and GraphQL, for every caller: who may submit
// (anyone; anonymous with a contact e-mail or without), what is recorded, who is
// notified live, who may list and triage, and the status mail (queued,
// composed in the reporter's language, sent once per change). A refusal
// changes nothing.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { subscribeOverWebSocket } from '../../testing/webSocket.ts';

const acme = { 'x-org-alias': 'acme' };
const NOTIFICATION_ADDED = 'subscription { notificationAdded { id kind url } }';
const SUBMIT = `mutation ($input: SubmitTicketInput!) { submitTicket(input: $input) {
  __typename ... on MutationSubmitTicketSuccess { data { ticketId ticket { id subject status } } } ... on AppError { code field } } }`;
const UPDATE = `mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) {
  __typename ... on MutationUpdateTicketStatusSuccess { data { id status } } ... on AppError { code field } } }`;
const TICKETS = 'query ($status: TicketStatus, $first: Int, $after: String) { tickets(status: $status, first: $first, after: $after) { edges { node { id subject status type reporterEmail anonymous } } pageInfo { hasNextPage endCursor } } }';
const MY_TICKETS = '{ myTickets(first: 50) { edges { node { id subject status } } } }';

describe('support tickets', () => {
  let app: TestApp;
  let fx: NodeFixture;
  const prisma = () => app.app.database.prisma;
  const tokenOf = (caller: Caller) => fx.tokens[caller];
  const ticketCount = () => prisma().ticket.count();
  const report = (subject: string, extra: Record<string, unknown> = {}) => ({ subject, description: `About ${subject}`, type: 'bug', ...extra });

  beforeAll(async () => {
    // messages kept in memory (app.app.mailer.outbox), not written to the default outbox folder
    app = await startTestApp({ mail: { ...loadConfig({}).mail, outboxDir: null } });
    fx = await seedNodeFixture(app);
  }, 60_000);
  afterAll(() => app?.stop());

  /** waits until the mail jobs queued so far ran; answers the messages sent to `to` */
  async function mailsTo(to: string, expected: number) {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const jobs = await prisma().job.findMany({ where: { kind: 'sendMail' } });
      const sent = app.app.mailer.outbox.filter((mail) => mail.message.to === to);
      if (jobs.every((job) => job.status === 'DONE') && sent.length >= expected) return sent.map((mail) => mail.message);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const jobs = await prisma().job.findMany({ where: { kind: 'sendMail' } });
    throw new Error(`no ${expected} mails to ${to}: ${JSON.stringify(jobs)} ${app.app.mailer.outbox.length}`);
  }

  describe('user/submitTicket', () => {
    it.each<[Record<string, unknown>, string, string]>([
      [{ description: 'd', type: 'bug', email: 'a@b.example' }, 'subjectRequired', 'subject'],
      [{ subject: '   ', description: 'd', type: 'bug', email: 'a@b.example' }, 'subjectRequired', 'subject'],
      [{ subject: 's', type: 'bug', email: 'a@b.example' }, 'descriptionRequired', 'description'],
      [{ subject: 's', description: 'd', email: 'a@b.example' }, 'typeRequired', 'type'],
      [{ subject: 's', description: 'd', type: 'question', email: 'a@b.example' }, 'invalid_data_entry', 'type'],
      [{ subject: 'x'.repeat(201), description: 'd', type: 'bug', email: 'a@b.example' }, 'invalid_data_entry', 'subject'],
      [{ subject: 's', description: 'x'.repeat(5001), type: 'bug', email: 'a@b.example' }, 'invalid_data_entry', 'description'],
      [{ subject: 's', description: 'd', type: 'bug', email: 'not-an-address' }, 'invalidEmail', 'email'],
      [{ subject: 's', description: 'd', type: 'bug', email: 42 }, 'invalidEmail', 'email'],
    ])('refuses %j from an anonymous visitor with %s (on %s), and stores nothing', async (body, error, field) => {
      const before = await ticketCount();
      // REST and GraphQL both name the field (issue 30)
      expect(await app.rest('user/submitTicket', body, undefined, acme)).toEqual({ status: 400, body: { data: { error, field } } });
      const graph = await app.gql(SUBMIT, { input: { ...body, type: typeof body.type === 'string' && ['bug', 'feature'].includes(body.type) ? body.type.toUpperCase() : undefined } }, undefined, acme);
      if (typeof body.email !== 'number' && body.type !== 'question') expect(graph.body.data.submitTicket).toEqual({ __typename: 'AppError', code: error, field });
      expect(await ticketCount()).toBe(before);
    });

    it("records an anonymous visitor's ticket with their contact e-mail, the request's organisation and their language", async () => {
      const answer = await app.rest('user/submitTicket', report('Anonymous bug', { email: ' Visitor@Example.com ', locale: 'en' }), undefined, acme);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ _id: expect.any(String), status: 'new' });
      const ticket = await prisma().ticket.findUniqueOrThrow({ where: { id: answer.body.data._id } });
      expect(ticket).toMatchObject({
        subject: 'Anonymous bug',
        type: 'bug',
        status: 'new',
        reporterEmail: 'visitor@example.com',
        organizationId: fx.rows.organizationId,
        learnerId: null,
        identityId: null,
        locale: 'en',
      });
    });

    it("takes the spec's body from nobody signed in, without a contact e-mail, and shows it to the platform admin as anonymous", async () => {
      // the spec's ticket form sends subject, description and type, and swallows any refusal (issue 30)
      const answer = await app.rest('user/submitTicket', { subject: 'Spec form', description: 'Sent as the spec does', type: 'feature' }, undefined, acme);
      expect(answer).toEqual({ status: 200, body: { data: { _id: expect.any(String), status: 'new' } } });
      const ticket = await prisma().ticket.findUniqueOrThrow({ where: { id: answer.body.data._id } });
      expect(ticket).toMatchObject({ subject: 'Spec form', type: 'feature', reporterEmail: null, learnerId: null, identityId: null, organizationId: fx.rows.organizationId });
      // GraphQL takes it too
      const graph = await app.gql(SUBMIT, { input: { subject: 'Spec form (GraphQL)', description: 'd', type: 'BUG' } }, undefined, acme);
      expect(graph.body.data.submitTicket.__typename).toBe('MutationSubmitTicketSuccess');

      const legacy = await app.rest('admin/getTickets', {}, tokenOf('platform'));
      const listed = legacy.body.data.find((row: { _id: string }) => row._id === ticket.id);
      expect(listed).toMatchObject({ subject: 'Spec form', reporterEmail: null, anonymous: true });
      const withEmail = await app.rest('user/submitTicket', report('Spec form with e-mail', { email: 'Someone@Example.com' }), undefined, acme);
      const signedIn = await app.rest('user/submitTicket', report('Spec form signed in'), tokenOf('acmeLearner'));
      const rows = (await app.rest('admin/getTickets', {}, tokenOf('platform'))).body.data as { _id: string; anonymous: boolean; reporterEmail: string | null }[];
      expect(rows.find((row) => row._id === withEmail.body.data._id)).toMatchObject({ anonymous: true, reporterEmail: 'someone@example.com' });
      expect(rows.find((row) => row._id === signedIn.body.data._id)).toMatchObject({ anonymous: false, reporterEmail: 'victim@acme.example' });

      const nodes = (await app.gql(TICKETS, { first: 100 }, tokenOf('platform'))).body.data.tickets.edges.map(
        (edge: { node: { subject: string; anonymous: boolean; reporterEmail: string | null } }) => edge.node,
      );
      expect(nodes.find((node: { subject: string }) => node.subject === 'Spec form')).toMatchObject({ anonymous: true, reporterEmail: null });
      expect(nodes.find((node: { subject: string }) => node.subject === 'Spec form signed in')).toMatchObject({ anonymous: false });
    });

    it("keeps the reporter's language for the status mails, Arabic when none is given", async () => {
      for (const [locale, expected] of [[undefined, 'ar'], ['ar', 'ar'], ['en', 'en']] as const) {
        const { body } = await app.rest('user/submitTicket', report(`Locale ${locale}`, { email: 'l@example.com', locale }), undefined, acme);
        expect((await prisma().ticket.findUniqueOrThrow({ where: { id: body.data._id } })).locale).toBe(expected);
      }
    });

    it('refuses a language the app does not have, and stores nothing', async () => {
      const before = await prisma().ticket.count();
      const refused = await app.rest('user/submitTicket', report('Locale fr', { email: 'l@example.com', locale: 'fr' }), undefined, acme);
      expect(refused).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
      expect(await prisma().ticket.count()).toBe(before);
    });

    it.each([
      ['acmeLearner', { learnerId: 'learner' }, 'victim@acme.example'],
      ['acmeOwner', { identityId: 'acme-owner' }, null],
      ['acmeHolder', { identityId: 'acme-holder' }, null],
      ['devHolder', { identityId: 'demo-org' }, 'given@example.com'],
      ['platform', { identityId: 'platform-admin' }, 'given@example.com'],
    ] as const)('records %s as the reporter, without needing a contact e-mail', async (caller, reporter, email) => {
      const withEmail = email === 'given@example.com' ? { email } : {};
      const answer = await app.rest('user/submitTicket', report(`From ${caller}`, withEmail), tokenOf(caller));
      expect(answer.status).toBe(200);
      const ticket = await prisma().ticket.findUniqueOrThrow({ where: { id: answer.body.data._id } });
      if ('learnerId' in reporter) {
        expect(ticket).toMatchObject({ learnerId: fx.rows.learnerId, identityId: null, reporterEmail: email });
      } else {
        const identity = await prisma().adminIdentity.findUniqueOrThrow({ where: { username: reporter.identityId } });
        expect(ticket.identityId).toBe(identity.id);
        expect(ticket.learnerId).toBeNull();
        expect(ticket.reporterEmail).toBe(identity.email ?? email);
      }
    });

    it("keeps a signed-in learner's own e-mail over a contact e-mail they typed", async () => {
      const answer = await app.rest('user/submitTicket', report('Learner with e-mail', { email: 'other@example.com' }), tokenOf('acmeLearner'));
      const ticket = await prisma().ticket.findUniqueOrThrow({ where: { id: answer.body.data._id } });
      expect(ticket.reporterEmail).toBe('victim@acme.example');
      expect(ticket.organizationId).toBe(fx.rows.organizationId);
    });
  });

  describe('GraphQL submitTicket and myTickets', () => {
    it('answers the coded errors with their fields', async () => {
      const before = await ticketCount();
      const missingType = await app.gql(SUBMIT, { input: { subject: 's', description: 'd' } }, tokenOf('acmeLearner'));
      expect(missingType.body.data.submitTicket).toEqual({ __typename: 'AppError', code: 'typeRequired', field: 'type' });
      const anonymous = await app.gql(SUBMIT, { input: { subject: 's', description: 'd', type: 'BUG', email: 'x@' } }, undefined, acme);
      expect(anonymous.body.data.submitTicket).toEqual({ __typename: 'AppError', code: 'invalidEmail', field: 'email' });
      expect(await ticketCount()).toBe(before);
    });

    it("answers the signed-in reporter's ticket, and only the id to an anonymous one", async () => {
      const learner = await app.gql(SUBMIT, { input: { subject: 'GraphQL bug', description: 'd', type: 'FEATURE', locale: 'en' } }, tokenOf('acmeNeighbour'));
      const { data } = learner.body.data.submitTicket;
      expect(data.ticket).toEqual({ id: data.ticketId, subject: 'GraphQL bug', status: 'NEW' });
      const anonymous = await app.gql(SUBMIT, { input: { subject: 'Anon', description: 'd', type: 'BUG', email: 'anon@example.com' } }, undefined, acme);
      expect(anonymous.body.data.submitTicket.data).toEqual({ ticketId: expect.stringMatching(/^[A-Za-z0-9+/=]+$/), ticket: null });
    });

    it("records no reporter for an API token's ticket: a token is not a person", async () => {
      const CREATE_API_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on MutationCreateApiTokenSuccess { data { secret } } } }';
      const created = await app.gql(CREATE_API_TOKEN, { input: { name: 'Tickets', scope: 'READ_WRITE', expiresInDays: 1 } }, tokenOf('acmeOwner'));
      const answer = await app.gql(SUBMIT, { input: { subject: 'From a token', description: 'd', type: 'BUG', email: 'ops@example.com' } }, created.body.data.createApiToken.data.secret);
      const ticket = await prisma().ticket.findUniqueOrThrow({ where: { id: decodeGlobalID(answer.body.data.submitTicket.data.ticketId).id } });
      expect(ticket).toMatchObject({ learnerId: null, identityId: null, reporterEmail: 'ops@example.com' });
    });

    it("lists a reporter's own tickets only", async () => {
      const neighbour = await app.gql(MY_TICKETS, {}, tokenOf('acmeNeighbour'));
      expect(neighbour.body.data.myTickets.edges.map((edge: { node: { subject: string } }) => edge.node.subject)).toEqual(['GraphQL bug']);
      const owner = await app.gql(MY_TICKETS, {}, tokenOf('acmeOwner'));
      expect(owner.body.data.myTickets.edges.map((edge: { node: { subject: string } }) => edge.node.subject)).toEqual(['From acmeOwner']);
      const anonymous = await app.gql(MY_TICKETS, {}, undefined, acme);
      expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
    });
  });

  describe('live notification of the platform admins', () => {
    it("reaches the platform admin's subscription and bell, and nobody else's", async () => {
      const bearer = (caller: Caller) => ({ authorization: `Bearer ${tokenOf(caller)}` });
      const platform = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer('platform'));
      const holder = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer('acmeHolder'));
      // the subscription is live once an event of another kind arrives: a first ticket
      const first = await app.rest('user/submitTicket', report('Warm-up'), tokenOf('acmeLearner'));
      await platform.next((event) => event.data.notificationAdded.url.endsWith(first.body.data._id));
      const answer = await app.rest('user/submitTicket', report('Live bug'), tokenOf('acmeLearner'));
      const event = await platform.next((candidate) => candidate.data.notificationAdded.url.endsWith(answer.body.data._id));
      expect(event.data.notificationAdded).toMatchObject({ kind: 'ticketNew', url: `/TicketsManagement?ticket=${answer.body.data._id}` });
      await Promise.all([platform.close(), holder.close()]);
      expect(holder.events).toEqual([]);
      const bell = await app.gql('{ viewer { notifications { kind url } } }', {}, tokenOf('platform'));
      expect(bell.body.data.viewer.notifications).toContainEqual({ kind: 'ticketNew', url: `/TicketsManagement?ticket=${answer.body.data._id}` });
      const holderBell = await app.rest('admin/getUserNotifications', {}, tokenOf('acmeHolder'));
      expect(holderBell.body.data).toEqual([]);
    });
  });

  describe('triage (platform admin only)', () => {
    const refused = [
      ['anonymous', 401, 'unauthenticated'],
      ['acmeLearner', 403, 'forbidden'],
      ['acmeOwner', 403, 'forbidden'],
      ['acmeHolder', 403, 'forbidden'],
      ['devHolder', 403, 'forbidden'],
    ] as const;

    it.each(refused)('refuses admin/getTickets and admin/updateTicket to %s (%i %s), changing nothing', async (caller, status, error) => {
      const ticket = await prisma().ticket.findFirstOrThrow({ where: { subject: 'Live bug' } });
      expect(await app.rest('admin/getTickets', {}, tokenOf(caller), acme)).toEqual({ status, body: { data: { error } } });
      const update = await app.rest('admin/updateTicket', { ticketId: ticket.id, fields: { status: 'rejected' } }, tokenOf(caller), acme);
      expect(update).toEqual({ status, body: { data: { error } } });
      expect((await prisma().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe('new');
    });

    it.each(refused)('refuses the tickets query and updateTicketStatus to %s, changing nothing', async (caller, _status, code) => {
      const ticket = await prisma().ticket.findFirstOrThrow({ where: { subject: 'Live bug' } });
      const list = await app.gql(TICKETS, {}, tokenOf(caller), acme);
      expect(list.body.errors[0].extensions.code).toBe(code);
      const update = await app.gql(UPDATE, { input: { ticketId: encodeGlobalID('Ticket', ticket.id), status: 'REJECTED' } }, tokenOf(caller), acme);
      expect(update.body.errors[0].extensions.code).toBe(code);
      expect((await prisma().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe('new');
    });

    it('lists every organisation\'s tickets newest first, by status and by page', async () => {
      const all = await app.rest('admin/getTickets', {}, tokenOf('platform'));
      const count = await ticketCount();
      expect(all.body.data).toHaveLength(Math.min(count, 50));
      const times = all.body.data.map((ticket: { createdAt: string }) => Date.parse(ticket.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all.body.data[0]).toMatchObject({ _id: expect.any(String), subject: expect.any(String), type: 'bug', status: 'new' });
      const page = await app.rest('admin/getTickets', { skip: 1, limit: 2 }, tokenOf('platform'));
      expect(page.body.data.map((ticket: { _id: string }) => ticket._id)).toEqual(all.body.data.slice(1, 3).map((ticket: { _id: string }) => ticket._id));
      const graph = await app.gql(TICKETS, { first: 2 }, tokenOf('platform'));
      expect(graph.body.data.tickets.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
        all.body.data.slice(0, 2).map((ticket: { _id: string }) => encodeGlobalID('Ticket', ticket._id)),
      );
      const next = await app.gql(TICKETS, { first: 2, after: graph.body.data.tickets.pageInfo.endCursor }, tokenOf('platform'));
      expect(next.body.data.tickets.edges[0].node.id).toBe(encodeGlobalID('Ticket', all.body.data[2]._id));
      expect((await app.rest('admin/getTickets', { status: 'completed' }, tokenOf('platform'))).body.data).toEqual([]);
      expect(await app.rest('admin/getTickets', { status: 'closed' }, tokenOf('platform'))).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'status' } } });
    });

    it('sets any status, mails the reporter in their language once per change, and not for the same status', async () => {
      const { body } = await app.rest('user/submitTicket', report('Broken print', { email: 'en-reporter@example.com', locale: 'en' }), undefined, acme);
      const id = body.data._id;
      const accepted = await app.rest('admin/updateTicket', { ticketId: id, fields: { status: 'accepted' } }, tokenOf('platform'));
      expect(accepted).toMatchObject({ status: 200, body: { data: { _id: id, status: 'accepted' } } });
      const [mail] = await mailsTo('en-reporter@example.com', 1);
      expect(mail.subject).toBe('Your ticket was updated');
      expect(mail.text).toContain('Your ticket: Broken print');
      expect(mail.text).toContain('Its status is now: Accepted');

      // the same status again: nothing changes, nothing is sent
      await app.rest('admin/updateTicket', { ticketId: id, fields: { status: 'accepted' } }, tokenOf('platform'));
      const graph = await app.gql(UPDATE, { input: { ticketId: encodeGlobalID('Ticket', id), status: 'IN_PROGRESS' } }, tokenOf('platform'));
      expect(graph.body.data.updateTicketStatus.data).toEqual({ id: encodeGlobalID('Ticket', id), status: 'IN_PROGRESS' });
      const mails = await mailsTo('en-reporter@example.com', 2);
      expect(mails.map((message) => message.text.split('\n')[3])).toEqual(['Its status is now: Accepted', 'Its status is now: In progress']);
      // back to new is allowed too (any status may be set)
      const back = await app.rest('admin/updateTicket', { ticketId: id, fields: { status: 'new' } }, tokenOf('platform'));
      expect(back.body.data.status).toBe('new');
      expect(await mailsTo('en-reporter@example.com', 3)).toHaveLength(3);
    });

    it("writes the mail in Arabic for an Arabic reporter, Arabic text intact", async () => {
      const { body } = await app.rest('user/submitTicket', report('تعطل الطباعة', { email: 'ar-reporter@example.com' }), undefined, acme);
      await app.rest('admin/updateTicket', { ticketId: body.data._id, fields: { status: 'in progress' } }, tokenOf('platform'));
      const [mail] = await mailsTo('ar-reporter@example.com', 1);
      expect(mail.subject).toBe('تحديث حالة تذكرتك');
      expect(mail.text).toContain('تذكرتك: تعطل الطباعة');
      expect(mail.text).toContain('حالتها الآن: قيد التنفيذ');
    });

    it('queues no mail for a ticket without an e-mail', async () => {
      const ticket = await prisma().ticket.findFirstOrThrow({ where: { subject: 'From acmeOwner' } });
      expect(ticket.reporterEmail).toBeNull();
      const jobsBefore = await prisma().job.count({ where: { kind: 'sendMail' } });
      const answer = await app.rest('admin/updateTicket', { ticketId: ticket.id, fields: { status: 'completed' } }, tokenOf('platform'));
      expect(answer.body.data.status).toBe('completed');
      expect(await prisma().job.count({ where: { kind: 'sendMail' } })).toBe(jobsBefore);
    });

    it.each<[Record<string, unknown>, number, string, string]>([
      [{ ticketId: 'nope', fields: { status: 'accepted' } }, 404, 'notFound', 'ticketId'],
      [{ fields: { status: 'accepted' } }, 404, 'notFound', 'ticketId'],
      [{ ticketId: 'x', fields: { status: 'closed' } }, 400, 'invalid_data_entry', 'status'],
      [{ ticketId: 'x', fields: {} }, 400, 'invalid_data_entry', 'status'],
      [{ ticketId: 'x' }, 400, 'invalid_data_entry', 'fields'],
    ])('refuses admin/updateTicket %j with %i %s (on %s)', async (body, status, error, field) => {
      expect(await app.rest('admin/updateTicket', body, tokenOf('platform'))).toEqual({ status, body: { data: { error, field } } });
    });
  });
});
