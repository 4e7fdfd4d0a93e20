// A second organisation for the node(id) authorization tests, with one row of
// every Node type, and the callers that may and may not read them. The seeded
// `dev` organisation provides the callers of another organisation (and
// anonymous requests are addressed to `dev`, the default organisation).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from './testApp.ts';

export const callers = {
  /** no token, addressed to the default organisation (dev) */
  anonymous: 'anonymous',
  devLearner: 'a learner of another organisation',
  devOwner: 'an account owner of another organisation',
  devHolder: 'an organisation holder of another organisation',
  acmeLearner: "the victim's learner",
  acmeNeighbour: 'another learner of the same organisation',
  acmeOwner: "the victim's account owner",
  acmeNeighbourOwner: 'the owner of another account of the same organisation',
  acmeHolder: "the victim's organisation holder",
  platform: 'a platform admin',
} as const;
export type Caller = keyof typeof callers;

/** Callers of another organisation: they never read a row of the victim's organisation. */
export const outsiders: Caller[] = ['anonymous', 'devLearner', 'devOwner', 'devHolder'];

export interface NodeRecipe {
  /** the global id of a row of the victim's organisation */
  id: string;
  /** callers of the victim's organisation who may not read it either */
  refusedInOrganization: Caller[];
  /** callers who read it */
  readers: Caller[];
}

export interface NodeFixture {
  tokens: Record<Caller, string | undefined>;
  /** how to obtain an id per Node type, by type name */
  recipes: Record<string, NodeRecipe>;
  /** the raw ids of the victim's rows */
  rows: { organizationId: string; accountId: string; learnerId: string; programId: string; itemId: string };
}

/** Creates organisation `acme` with an account, a program with an item and two learners; signs every caller in. */
export async function seedNodeFixture(app: TestApp): Promise<NodeFixture> {
  const prisma = app.app.database.prisma;
  const { passwordHash } = await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } });
  const org = await prisma.organization.create({ data: { alias: 'acme', name: 'Acme', landingPageHtml: '<h1>Acme</h1>' } });
  const account = await prisma.account.create({ data: { organizationId: org.id, alias: 'Acme Account' } });
  const neighbourAccount = await prisma.account.create({ data: { organizationId: org.id, alias: 'Acme Neighbour Account', order: 1 } });
  const program = await prisma.program.create({ data: { organizationId: org.id, accountId: account.id, name: 'Acme program' } });
  const item = await prisma.programItem.create({
    data: { programId: program.id, name: 'Acme lesson', itemType: 'video', order: 0, src: '/files/acme/lesson.mp4', addToCompletion: true },
  });
  await prisma.program.update({ where: { id: program.id }, data: { headingProgress: [item.id] } });
  const learner = await prisma.learner.create({ data: { organizationId: org.id, email: 'victim@acme.example', name: 'Acme Learner' } });
  await prisma.learner.create({ data: { organizationId: org.id, email: 'neighbour@acme.example', name: 'Acme Neighbour' } });
  await prisma.adminIdentity.createMany({
    data: [
      { role: 'ACCOUNT_OWNER', username: 'acme-owner', passwordHash, organizationId: org.id, accountId: account.id },
      { role: 'ACCOUNT_OWNER', username: 'acme-neighbour-owner', passwordHash, organizationId: org.id, accountId: neighbourAccount.id },
      { role: 'ORG_HOLDER', username: 'acme-holder', passwordHash, organizationId: org.id },
    ],
  });

  const learnerToken = async (email: string, alias: string) => {
    const { body } = await app.rest('user/login', { email }, undefined, { 'x-org-alias': alias });
    if (!body?.data?.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
    return body.data.token as string;
  };
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    devLearner: await learnerToken('learner@example.com', 'dev'),
    devOwner: await app.adminToken('demo-owner', 'account'),
    devHolder: await app.adminToken('demo-org', 'org'),
    acmeLearner: await learnerToken('victim@acme.example', 'acme'),
    acmeNeighbour: await learnerToken('neighbour@acme.example', 'acme'),
    acmeOwner: await app.adminToken('acme-owner', 'account'),
    acmeNeighbourOwner: await app.adminToken('acme-neighbour-owner', 'account'),
    acmeHolder: await app.adminToken('acme-holder', 'org'),
    platform: await app.adminToken('platform-admin', 'admin'),
  };

  // a quiz the program offers through its legacy quiz list, so that it adds no item to the program
  const quiz = await prisma.quiz.create({
    data: { organizationId: org.id, accountId: account.id, name: 'Acme quiz', content: { sections: [{ id: 's1', name: 'One', questions: [] }] } },
  });
  await prisma.program.update({ where: { id: program.id }, data: { legacyQuizIds: [quiz.id] } });

  const ticket = await prisma.ticket.create({
    data: { organizationId: org.id, subject: 'Acme bug', description: 'It breaks', type: 'bug', learnerId: learner.id, reporterEmail: 'victim@acme.example' },
  });

  const recipes: Record<string, NodeRecipe> = {
    Account: {
      id: encodeGlobalID('Account', account.id),
      refusedInOrganization: ['acmeLearner', 'acmeNeighbourOwner'],
      readers: ['acmeOwner', 'acmeHolder', 'platform'],
    },
    Domain: {
      id: encodeGlobalID('Domain', account.id),
      refusedInOrganization: ['acmeOwner', 'acmeHolder'],
      readers: ['acmeLearner'],
    },
    Learner: {
      id: encodeGlobalID('Learner', learner.id),
      refusedInOrganization: ['acmeNeighbour', 'acmeOwner'],
      readers: ['acmeLearner', 'acmeHolder', 'platform'],
    },
    Organization: {
      id: encodeGlobalID('Organization', org.id),
      refusedInOrganization: [],
      readers: ['acmeLearner', 'acmeOwner', 'acmeHolder', 'platform'],
    },
    Program: {
      id: encodeGlobalID('Program', program.id),
      refusedInOrganization: ['acmeNeighbourOwner'],
      readers: ['acmeLearner', 'acmeOwner', 'acmeHolder', 'platform'],
    },
    ProgramItem: {
      id: encodeGlobalID('ProgramItem', item.id),
      refusedInOrganization: ['acmeOwner', 'acmeHolder'],
      readers: ['acmeLearner'],
    },
    // the account's owner reads it whole, its organisation's learners as the quiz screen shows it; no other staff
    Quiz: {
      id: encodeGlobalID('Quiz', quiz.id),
      refusedInOrganization: ['acmeNeighbourOwner', 'acmeHolder', 'platform'],
      readers: ['acmeLearner', 'acmeNeighbour', 'acmeOwner'],
    },
    // a ticket the victim's learner reported: they and the platform admin read it
    Ticket: {
      id: encodeGlobalID('Ticket', ticket.id),
      refusedInOrganization: ['acmeNeighbour', 'acmeOwner', 'acmeNeighbourOwner', 'acmeHolder'],
      readers: ['acmeLearner', 'platform'],
    },
  };
  return {
    tokens,
    recipes,
    rows: { organizationId: org.id, accountId: account.id, learnerId: learner.id, programId: program.id, itemId: item.id },
  };
}
