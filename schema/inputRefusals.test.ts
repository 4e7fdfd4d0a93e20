// Arguments refused at the edge (issue 31, "Inputs at the edge"): a malformed
// id or an id of another type is notFound naming its argument; an input a
// schema refuses is the first issue's code and field; both answer as the
// mutation's AppError result, while a caller who may not use the field still
// gets the authorization error, as before.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type NodeFixture } from '../server/testing/nodeFixtures.ts';
import { startTestApp, type TestApp } from '../server/testing/testApp.ts';
import { fieldHolding } from './inputRefusals.ts';

const acme = { 'x-org-alias': 'acme' };
const UPDATE = `mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) {
  __typename ... on MutationUpdateTicketStatusSuccess { data { status } } ... on AppError { code field } } }`;
const SUBMIT = `mutation ($input: SubmitTicketInput!) { submitTicket(input: $input) {
  __typename ... on MutationSubmitTicketSuccess { data { ticketId } } ... on AppError { code field } } }`;

describe('arguments refused at the edge', () => {
  let app: TestApp;
  let fx: NodeFixture;
  let ticketId: string;

  beforeAll(async () => {
    app = await startTestApp();
    fx = await seedNodeFixture(app);
    const ticket = await app.app.database.prisma.ticket.create({ data: { subject: 's', description: 'd', type: 'bug' } });
    ticketId = ticket.id;
  }, 60_000);
  afterAll(() => app?.stop());

  const update = (id: string, token = fx.tokens.platform) => app.gql(UPDATE, { input: { ticketId: id, status: 'ACCEPTED' } }, token, acme);

  it.each([
    ['a malformed id', 'nope'],
    ['an id of another type', () => encodeGlobalID('Program', ticketId)],
    ['a raw id', () => ticketId],
    ['an id without its row part', () => encodeGlobalID('Ticket', '')],
  ])('answers %s as notFound on its argument, changing nothing', async (_name, id) => {
    const answer = await update(typeof id === 'function' ? id() : id);
    expect(answer.body).toEqual({ data: { updateTicketStatus: { __typename: 'AppError', code: 'notFound', field: 'ticketId' } } });
    expect((await app.app.database.prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).status).toBe('new');
  });

  it('decodes a global id of the right type for the resolver', async () => {
    const answer = await update(encodeGlobalID('Ticket', ticketId));
    expect(answer.body.data.updateTicketStatus).toEqual({ __typename: 'MutationUpdateTicketStatusSuccess', data: { status: 'ACCEPTED' } });
  });

  it("answers a schema's refusal with the first issue's code and field", async () => {
    const answer = await app.gql(SUBMIT, { input: { subject: ' ', description: '', type: 'BUG' } }, undefined, acme);
    expect(answer.body.data.submitTicket).toEqual({ __typename: 'AppError', code: 'subjectRequired', field: 'subject' });
  });

  it('still refuses a caller who may not use the field with the authorization error', async () => {
    const answer = await update(encodeGlobalID('Ticket', ticketId), fx.tokens.acmeOwner);
    expect(answer.body.errors[0].extensions.code).toBe('forbidden');
    expect(answer.body.data).toBeNull();
  });

  it('finds the argument holding a refused value, in nested inputs too', () => {
    expect(fieldHolding({ input: { ticketId: 'x', status: 'y' } }, 'x')).toBe('ticketId');
    expect(fieldHolding({ ids: ['a', 'x'] }, 'x')).toBe('ids');
    expect(fieldHolding({ input: { rows: [{ quizId: 'x' }] } }, 'x')).toBe('quizId');
    expect(fieldHolding({ a: 1 }, 'x')).toBeUndefined();
  });
});
