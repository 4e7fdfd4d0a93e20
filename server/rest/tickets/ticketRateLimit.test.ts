// Tickets are counted per client address, signed in or not: past the hourly
// limit a submission is refused with 429 and Retry-After and stores nothing.
// A form refused for a missing field is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from '../../testing/testApp.ts';

describe('the per-address ticket limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ rateLimits: { ...GENEROUS_RATE_LIMITS, ticketsPerHour: 3, keyPrefix: `tickets-${process.pid}-${Date.now()}` } });
  }, 60_000);
  afterAll(() => app?.stop());

  const ticket = { subject: 'Slow page', description: 'It loads slowly', type: 'bug' };

  it('refuses the fourth ticket of an hour from one address, anonymous or signed in, and stores nothing', async () => {
    const learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token as string;
    expect((await app.rest('user/submitTicket', { subject: '' , description: 'x', type: 'bug' })).body).toEqual({ data: { error: 'subjectRequired', field: 'subject' } });
    expect((await app.rest('user/submitTicket', { ...ticket, email: 'a@example.com' })).status).toBe(200);
    expect((await app.rest('user/submitTicket', ticket, learner)).status).toBe(200);
    expect((await app.rest('user/submitTicket', { ...ticket, email: 'b@example.com' })).status).toBe(200);
    const before = await app.app.database.prisma.ticket.count();

    const refused = await app.post('/user/submitTicket', { ...ticket, email: 'c@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ data: { error: 'tooManyRequests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const graph = await app.gql('mutation ($input: SubmitTicketInput!) { submitTicket(input: $input) { ... on AppError { code } } }', { input: { ...ticket, type: 'BUG' } }, learner);
    expect(graph.body.data?.submitTicket ?? graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'tooManyRequests' });
    expect(await app.app.database.prisma.ticket.count()).toBe(before);
  });
});
