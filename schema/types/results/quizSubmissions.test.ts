// The submissions connection over the real server: every order in both
// directions paged to the end gives every row once in that order, a row
// arriving meanwhile does not shift the next page (keyset cursors), search
// matches e-mail or name in any case with LIKE's metacharacters taken
// literally, and bad arguments are coded refusals.
import fc from 'fast-check';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsFixtures } from '../../../server/testing/resultsFixtures.ts';
import { quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let owner: string;
let data: ReturnType<typeof resultsFixtures>;
let dev: { organizationId: string; accountId: string };

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.adminToken('demo-owner', 'account');
  data = resultsFixtures(app);
  dev = await quizFixtures(app).dev();
});

afterAll(async () => {
  await app?.stop();
});

const PAGE = `
  query QuizSubmissions($quizId: ID!, $first: Int, $after: String, $last: Int, $before: String, $orderBy: QuizSubmissionOrder, $search: String) {
    quizResults(quizId: $quizId) {
      ... on QueryQuizResultsSuccess {
        data {
          submissions(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy, search: $search) {
            totalCount
            pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
            edges { cursor node { id email name result submittedAt } }
          }
        }
      }
    }
  }`;

async function page(quizId: string, args: Record<string, unknown>): Promise<Json> {
  const { status, body } = await app.gql(PAGE, { quizId: encodeGlobalID('Quiz', quizId), ...args }, owner);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  return body.data.quizResults.data.submissions;
}

async function refusal(quizId: string, args: Record<string, unknown>): Promise<Json> {
  const { body } = await app.gql(PAGE, { quizId: encodeGlobalID('Quiz', quizId), ...args }, owner);
  return body.errors?.map((error: Json) => [error.extensions.code, error.extensions.field]);
}

type Field = 'SUBMITTED_AT' | 'RESULT' | 'EMAIL' | 'NAME';

interface Row {
  id: string;
  email: string;
  name: string;
  result: number;
  submittedAt: Date;
}

const NAMES = ['Amal', 'Badr', 'Amal', '', 'Chadi', 'Dalia', 'Badr', 'Elias'];
const rows: Row[] = [];
let sortedQuiz: { id: string; organizationId: string };

/** The order the server promises: the key, then the row id, both in the direction asked (code-unit order; the data reads the same in any collation). */
function expectedOrder(field: Field, direction: 'ASC' | 'DESC'): string[] {
  const key = (row: Row): string | number =>
    field === 'RESULT' ? row.result : field === 'SUBMITTED_AT' ? row.submittedAt.getTime() : field === 'EMAIL' ? row.email : row.name;
  const compare = (a: Row, b: Row) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = rows.toSorted(compare);
  return (direction === 'ASC' ? sorted : sorted.reverse()).map((row) => row.email);
}

async function readAll(quizId: string, orderBy: { field: Field; direction: string }, size: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const answer = await page(quizId, { first: size, after, orderBy });
    expect(answer.totalCount).toBe(rows.length);
    seen.push(...answer.edges.map((edge: Json) => edge.node.email));
    if (!answer.pageInfo.hasNextPage) return seen;
    after = answer.pageInfo.endCursor;
  }
  throw new Error('more pages than rows');
}

describe('paging in every order', () => {
  beforeAll(async () => {
    sortedQuiz = await data.quiz(dev);
    for (let index = 0; index < 23; index++) {
      // ties on purpose: results repeat every 6, times every 2, names as listed
      const submittedAt = new Date(Date.UTC(2026, 0, 1, 9, Math.floor(index / 2)));
      const email = `row${String(index).padStart(2, '0')}@example.com`;
      const name = NAMES[index % NAMES.length];
      const { submission } = await data.submission(sortedQuiz, { email, name, result: index % 6, submittedAt });
      rows.push({ id: submission.id, email, name, result: index % 6, submittedAt });
    }
  });

  const orders = (['SUBMITTED_AT', 'RESULT', 'EMAIL', 'NAME'] as const).flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => [field, direction] as const));

  it.each(orders)('%s %s: pages of 5 give every row once, in order', async (field, direction) => {
    expect(await readAll(sortedQuiz.id, { field, direction }, 5)).toEqual(expectedOrder(field, direction));
  });

  it('newest first by default', async () => {
    const answer = await page(sortedQuiz.id, { first: 3 });
    expect(answer.edges.map((edge: Json) => edge.node.email)).toEqual(expectedOrder('SUBMITTED_AT', 'DESC').slice(0, 3));
  });

  it('pages backwards with last and before, and says there is more before', async () => {
    const order = { field: 'RESULT', direction: 'DESC' } as const;
    const all = expectedOrder('RESULT', 'DESC');
    const end = await page(sortedQuiz.id, { last: 4, orderBy: order });
    expect(end.edges.map((edge: Json) => edge.node.email)).toEqual(all.slice(-4));
    expect(end.pageInfo.hasPreviousPage).toBe(true);
    const before = await page(sortedQuiz.id, { last: 4, before: end.pageInfo.startCursor, orderBy: order });
    expect(before.edges.map((edge: Json) => edge.node.email)).toEqual(all.slice(-8, -4));
  });

  it('a submission arriving between two pages neither repeats nor skips a row of the next page', async () => {
    const quiz = await data.quiz(dev);
    for (let result = 0; result < 6; result++) await data.submission(quiz, { email: `steady${result}@example.com`, result });
    const order = { field: 'RESULT', direction: 'DESC' };
    const first = await page(quiz.id, { first: 3, orderBy: order });
    expect(first.edges.map((edge: Json) => edge.node.result)).toEqual([5, 4, 3]);
    await data.submission(quiz, { email: 'late-top@example.com', result: 5 });
    const next = await page(quiz.id, { first: 3, after: first.pageInfo.endCursor, orderBy: order });
    expect(next.edges.map((edge: Json) => edge.node.result)).toEqual([2, 1, 0]);
    expect(next.totalCount).toBe(7);
  });

  it('first: 0 answers the count and no rows', async () => {
    const answer = await page(sortedQuiz.id, { first: 0 });
    expect(answer).toMatchObject({ totalCount: rows.length, edges: [], pageInfo: { hasNextPage: true } });
  });
});

describe('search', () => {
  let quiz: { id: string; organizationId: string };
  const people = [
    { email: 'ali_x@example.com', name: 'Ali' },
    { email: 'alix@example.com', name: 'Alix' },
    { email: 'fifty%off@example.com', name: 'Fifty' },
    { email: 'fiftyoff@example.com', name: '' },
    { email: 'sara@example.com', name: 'سارة أحمد' },
    { email: 'back\\slash@example.com', name: 'Back\\slash' },
    { email: 'omar@example.com', name: 'عمر_الفاروق' },
  ];

  beforeAll(async () => {
    quiz = await data.quiz(dev);
    for (const [index, person] of people.entries()) await data.submission(quiz, { ...person, result: index });
  });

  const found = async (search: string, extra: Record<string, unknown> = {}) => {
    const answer = await page(quiz.id, { first: 50, search, orderBy: { field: 'EMAIL', direction: 'ASC' }, ...extra });
    return { emails: answer.edges.map((edge: Json) => edge.node.email), totalCount: answer.totalCount };
  };

  it.each([
    ['_', ['ali_x@example.com', 'omar@example.com']],
    ['%', ['fifty%off@example.com']],
    ['i_', ['ali_x@example.com']],
    ['\\', ['back\\slash@example.com']],
    ['ALIX', ['alix@example.com']],
    ['ALI', ['ali_x@example.com', 'alix@example.com']],
    ['سارة', ['sara@example.com']],
    ['أحمد', ['sara@example.com']],
    ['عمر_', ['omar@example.com']],
    ['fifty', ['fifty%off@example.com', 'fiftyoff@example.com']],
    ['  alix  ', ['alix@example.com']],
    ['nobody', []],
  ])('%j finds %j', async (search, emails) => {
    expect(await found(search)).toEqual({ emails: emails.toSorted(), totalCount: emails.length });
  });

  it('an empty search finds everyone', async () => {
    expect((await found('')).totalCount).toBe(people.length);
  });

  it('pages through what it finds', async () => {
    const first = await page(quiz.id, { first: 1, search: 'fifty', orderBy: { field: 'NAME', direction: 'ASC' } });
    expect(first.edges.map((edge: Json) => edge.node.email)).toEqual(['fiftyoff@example.com']);
    const second = await page(quiz.id, { first: 1, after: first.pageInfo.endCursor, search: 'fifty', orderBy: { field: 'NAME', direction: 'ASC' } });
    expect(second.edges.map((edge: Json) => edge.node.email)).toEqual(['fifty%off@example.com']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
});

describe('bad arguments are refused with a code', () => {
  it.each([
    [{ after: 'not a cursor' }, 'after'],
    [{ before: Buffer.from('[1,2]').toString('base64url') }, 'before'],
    [{ first: 101 }, 'first'],
    [{ first: -1 }, 'first'],
    [{ last: 500 }, 'last'],
    [{ first: 2, last: 2 }, 'last'],
    [{ search: 'x'.repeat(201) }, 'search'],
  ])('%j → invalid_data_entry on %s', async (args, field) => {
    const quiz = await data.quiz(dev);
    expect(await refusal(quiz.id, args)).toEqual([['invalid_data_entry', field]]);
  });

  const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it.each([
    ['a result outside the database integer', ['RESULT', 'DESC', 1e15, 'row']],
    ['a time in another form', ['SUBMITTED_AT', 'DESC', '2026', 'row']],
    ['a time that is no date', ['SUBMITTED_AT', 'DESC', '2026-13-45T99:00:00.000Z', 'row']],
    ['a day that does not exist', ['SUBMITTED_AT', 'DESC', '2026-02-30T10:00:00.000Z', 'row']],
    ['a year before any submission', ['SUBMITTED_AT', 'DESC', '0000-01-01T00:00:00.000Z', 'row']],
    ['a NUL in a text key', ['EMAIL', 'ASC', 'a\u0000b', 'row']],
    ['a NUL in the row id', ['EMAIL', 'ASC', 'a', 'r\u0000w']],
    ['half a surrogate pair', ['NAME', 'ASC', '\ud800', 'row']],
  ])('a cursor with %s is refused, not a database error', async (_case, parts) => {
    const quiz = await data.quiz(dev);
    const [field, direction] = parts as [string, string];
    expect(await refusal(quiz.id, { first: 1, after: cursor(parts), orderBy: { field, direction } })).toEqual([['invalid_data_entry', 'after']]);
  });

  it('any cursor of the right order answers a page or invalid_data_entry, never another error', async () => {
    const quiz = await data.quiz(dev);
    await data.submission(quiz, { email: 'only@example.com', name: 'Only', result: 2 });
    const key = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    );
    const field = fc.constantFrom('SUBMITTED_AT', 'RESULT', 'EMAIL', 'NAME');
    await fc.assert(
      fc.asyncProperty(field, fc.constantFrom('ASC', 'DESC'), key, fc.string({ unit: 'binary' }), async (orderField, direction, sortKey, rowId) => {
        const orderBy = { field: orderField, direction };
        const { status, body } = await app.gql(PAGE, { quizId: encodeGlobalID('Quiz', quiz.id), first: 1, after: cursor([orderField, direction, sortKey, rowId]), orderBy }, owner);
        expect(status).toBe(200);
        for (const error of body.errors ?? []) expect(error.extensions).toMatchObject({ code: 'invalid_data_entry', field: 'after' });
      }),
      { numRuns: 80 },
    );
  });

  it('a cursor of another order is refused', async () => {
    const quiz = await data.quiz(dev);
    await data.submission(quiz, { email: 'one@example.com', result: 1 });
    await data.submission(quiz, { email: 'two@example.com', result: 2 });
    const byEmail = await page(quiz.id, { first: 1, orderBy: { field: 'EMAIL', direction: 'ASC' } });
    const cursor = byEmail.pageInfo.endCursor;
    expect(await refusal(quiz.id, { first: 1, after: cursor, orderBy: { field: 'NAME', direction: 'ASC' } })).toEqual([['invalid_data_entry', 'after']]);
    expect(await refusal(quiz.id, { first: 1, after: cursor, orderBy: { field: 'EMAIL', direction: 'DESC' } })).toEqual([['invalid_data_entry', 'after']]);
  });
});
