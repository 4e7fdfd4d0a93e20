// A ticket's status change is told live to its signed-in reporter
// (myTicketChanged over graphql-ws), so the reporter's open list of tickets
// shows it without a reload; nobody else hears of it, and callers who have no
// tickets of their own (nobody signed in, API tokens) are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../testing/nodeFixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { subscribeOverWebSocket, type LiveSubscription } from '../testing/webSocket.ts';

const MY_TICKET_CHANGED = 'subscription { myTicketChanged { id subject status } }';
const SUBMIT = `mutation ($input: SubmitTicketInput!) { submitTicket(input: $input) {
  ... on MutationSubmitTicketSuccess { data { ticketId } } ... on AppError { code } } }`;
const UPDATE = `mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) {
  ... on MutationUpdateTicketStatusSuccess { data { id status } } ... on AppError { code } } }`;
const CREATE_API_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  ... on MutationCreateApiTokenSuccess { data { secret } } ... on AppError { code } } }`;
const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : undefined);
const refusalOf = async (live: LiveSubscription) => {
  const errors = (await live.errors) ?? live.events[0]?.errors;
  return errors?.[0]?.extensions?.code ?? errors?.[0]?.message;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('myTicketChanged: the reporter hears of their ticket’s new status', () => {
  let app: TestApp;
  let fx: NodeFixture;

  beforeAll(async () => {
    app = await startTestApp();
    fx = await seedNodeFixture(app);
  }, 60_000);
  afterAll(() => app?.stop());

  async function submitAs(caller: Caller, subject: string): Promise<string> {
    const answer = await app.gql(SUBMIT, { input: { subject, description: 'd', type: 'BUG' } }, fx.tokens[caller]);
    const id = answer.body.data?.submitTicket?.data?.ticketId as string | undefined;
    if (!id) throw new Error(JSON.stringify(answer.body));
    return id;
  }
  const setStatus = async (ticketId: string, status: string) => {
    const answer = await app.gql(UPDATE, { input: { ticketId, status } }, fx.tokens.platform);
    expect(answer.body.data.updateTicketStatus.data).toEqual({ id: ticketId, status });
  };
  const listen = (caller: Caller) => subscribeOverWebSocket(app.url, { query: MY_TICKET_CHANGED }, bearer(fx.tokens[caller]));

  it("a learner's ticket: its reporter gets the new status, no other learner, owner or holder does", async () => {
    const ticketId = await submitAs('acmeLearner', 'Learner’s live ticket');
    const [reporter, neighbour, owner, holder, platform] = await Promise.all(
      (['acmeLearner', 'acmeNeighbour', 'acmeOwner', 'acmeHolder', 'platform'] as const).map(listen),
    );
    await settle();
    await setStatus(ticketId, 'ACCEPTED');
    expect((await reporter.next()).data.myTicketChanged).toEqual({ id: ticketId, subject: 'Learner’s live ticket', status: 'ACCEPTED' });
    // the same status again changes nothing and tells nobody
    await setStatus(ticketId, 'ACCEPTED');
    await setStatus(ticketId, 'IN_PROGRESS');
    expect((await reporter.next((event) => event.data.myTicketChanged?.status === 'IN_PROGRESS')).data.myTicketChanged.id).toBe(ticketId);
    await settle();
    expect(reporter.events).toHaveLength(2);
    for (const other of [neighbour, owner, holder, platform]) expect(other.events).toEqual([]);
    await Promise.all([reporter, neighbour, owner, holder, platform].map((live) => live.close()));
  });

  it("an administrator's ticket: its reporter (an account owner) gets it, another owner does not", async () => {
    const ticketId = await submitAs('acmeOwner', 'Owner’s live ticket');
    const [reporter, neighbourOwner, learner] = await Promise.all((['acmeOwner', 'acmeNeighbourOwner', 'acmeLearner'] as const).map(listen));
    await settle();
    await setStatus(ticketId, 'COMPLETED');
    expect((await reporter.next()).data.myTicketChanged).toMatchObject({ id: ticketId, status: 'COMPLETED' });
    await settle();
    expect(neighbourOwner.events).toEqual([]);
    expect(learner.events).toEqual([]);
    await Promise.all([reporter, neighbourOwner, learner].map((live) => live.close()));
  });

  it('nobody signed in is refused (unauthenticated)', async () => {
    const live = await listen('anonymous');
    expect(await refusalOf(live)).toBe('unauthenticated');
    await live.close();
  });

  it.each(['READ_ONLY', 'READ_WRITE'] as const)('an API token (%s) has no tickets of its own: refused (forbidden)', async (scope) => {
    const created = await app.gql(CREATE_API_TOKEN, { input: { name: `Tickets ${scope}`, scope, expiresInDays: 1 } }, fx.tokens.acmeOwner);
    const secret = created.body.data.createApiToken.data.secret as string;
    const live = await subscribeOverWebSocket(app.url, { query: MY_TICKET_CHANGED }, bearer(secret));
    expect(await refusalOf(live)).toBe('forbidden');
    await live.close();
  });
});
