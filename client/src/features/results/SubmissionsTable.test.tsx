// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { connection, openResultsWith, report, row, WORKED_EXAMPLE_ROWS } from './resultsScreenFixture.ts';

startEachTestAsNewBrowser();

beforeAll(async () => {
  await Promise.all([import('../admin/routes.tsx'), import('./charts/ScoreCharts.tsx')]);
}, 60_000);

const PAGE_QUERY = 'SubmissionsTablePaginationAdminRefetchQuery';

type Environment = Awaited<ReturnType<typeof openResultsWith>>['environment'];

/** Answers the next page or refetch of the table with these rows. */
function answerPage(environment: Environment, page: ReturnType<typeof connection>) {
  return resolveOperation(environment, PAGE_QUERY, { quizResults: { __typename: 'QueryQuizResultsSuccess', data: { submissions: page } } });
}

const emailsShown = (table = 'Submissions') =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((line) => within(line).getByText(/@example\.com$/).textContent);

const headerOf = (name: RegExp) => within(screen.getByRole('table', { name: 'Submissions' })).getByRole('columnheader', { name });

describe('sorting', () => {
  it('a column header sorts by it, best first for results, and the same header turns the order round', async () => {
    const { environment } = await openResultsWith(report());
    const header = await screen.findByRole('button', { name: 'Sort by Result' });
    expect(headerOf(/^Submitted/).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(header);
    const byResult = await answerPage(environment, connection(WORKED_EXAMPLE_ROWS.toReversed()));
    expect(byResult.request.variables).toMatchObject({ quizId: btoa('Quiz:q1'), orderBy: { field: 'RESULT', direction: 'DESC' }, search: '', count: 20 });
    await waitFor(() => expect(emailsShown()[0]).toBe('elias@example.com'));
    expect(headerOf(/^Result/).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Result' }));
    const ascending = await waitFor(() => {
      const sent = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === PAGE_QUERY);
      if (!sent) throw new Error('not sent');
      return sent;
    });
    expect(ascending.request.variables.orderBy).toEqual({ field: 'RESULT', direction: 'ASC' });
  });

  it('names and e-mails start from A', async () => {
    const { environment } = await openResultsWith(report());
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Name' }));
    const sent = await answerPage(environment, connection(WORKED_EXAMPLE_ROWS));
    expect(sent.request.variables.orderBy).toEqual({ field: 'NAME', direction: 'ASC' });
  });
});

describe('search', () => {
  it('is sent once typing pauses, and says when nothing matches', async () => {
    const { environment } = await openResultsWith(report());
    const field = await screen.findByRole('searchbox', { name: 'Search by e-mail or name' });
    for (const text of ['b', 'ba', 'bad']) fireEvent.change(field, { target: { value: text } });
    // one request, for the text as it stood when typing paused
    await waitFor(() => expect(sentOperationNames(environment)).toContain(PAGE_QUERY));
    const searches = environment.mock.getAllOperations().map((operation) => operation.request.variables.search);
    expect(searches).toEqual(['bad']);
    const sent = await answerPage(environment, connection([]));
    expect(sent.request.variables).toMatchObject({ orderBy: { field: 'SUBMITTED_AT', direction: 'DESC' } });
    expect(await screen.findByText('No submission matches this search.')).toBeTruthy();
  });

  it('takes Arabic text as typed, in an input whose direction follows it', async () => {
    const { environment } = await openResultsWith(report(), 'ar');
    const field = await screen.findByRole('searchbox', { name: 'البحث بالبريد الإلكتروني أو الاسم' });
    expect(field.getAttribute('dir')).toBe('auto');
    fireEvent.change(field, { target: { value: ' بدر ' } });
    const sent = await answerPage(environment, connection([WORKED_EXAMPLE_ROWS[1]]));
    expect(sent.request.variables.search).toBe('بدر');
    await waitFor(() => expect(emailsShown('الإجابات المسلَّمة')).toEqual(['badr@example.com']));
  });
});

describe('more rows', () => {
  it('come after the last cursor, added below, until there are no more', async () => {
    const { environment } = await openResultsWith(report({ submissions: connection(WORKED_EXAMPLE_ROWS, { totalCount: 7, hasNextPage: true }) }));
    expect(await screen.findByText('Shown: 5 of 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const more = [row({ id: 'f', name: 'Fadi', email: 'fadi@example.com', result: 1, passed: false }), row({ id: 'g', name: 'Ghada', email: 'ghada@example.com', result: 0, passed: false })];
    const sent = await answerPage(environment, connection(more, { totalCount: 7 }));
    expect(sent.request.variables).toMatchObject({ cursor: 'cursor-e', count: 20, quizId: btoa('Quiz:q1') });
    await waitFor(() => expect(emailsShown()).toHaveLength(7));
    expect(emailsShown().slice(-2)).toEqual(['fadi@example.com', 'ghada@example.com']);
    expect(screen.getByText('Shown: 7 of 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
