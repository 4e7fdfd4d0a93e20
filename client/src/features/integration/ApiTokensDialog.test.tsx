// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { ApiTokensButton } from './ApiTokensButton.tsx';
import type { ApiTokenOwner } from './ApiTokensDialog.tsx';

startEachTestAsNewBrowser();

const ACCOUNT_ID = 'QWNjb3VudDphMQ==';
const listed = {
  node: {
    __typename: 'Account',
    id: ACCOUNT_ID,
    apiTokens: [
      { id: 't1', name: 'Payroll sync', scope: 'READ_WRITE', expiresAt: '2999-01-01T00:00:00.000Z', revokedAt: null, lastUsedAt: null },
      { id: 't0', name: 'Old export', scope: 'READ_ONLY', expiresAt: '2999-01-01T00:00:00.000Z', revokedAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null },
    ],
  },
};

/** The top bar's button, clicked: it loads the owner's tokens as it opens the dialog. */
function renderDialog(owner: ApiTokenOwner = { accountId: ACCOUNT_ID }) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({
    language: 'en',
    routes: [{ path: '/', element: <ApiTokensButton owner={owner} /> }],
  });
  fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));
  return rendered;
}

describe('API tokens dialog', () => {
  it("lists the account's tokens; only a valid one can be revoked", async () => {
    const { environment } = renderDialog();
    const query = await resolveOperation(environment, 'ApiTokensDialogQuery', listed);
    expect(query.request.variables).toEqual({ accountId: ACCOUNT_ID, forAccount: true });
    const table = await screen.findByRole('table', { name: 'Tokens' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Payroll sync');
    expect(rows[1].textContent).toContain('Read and write');
    expect(rows[2].textContent).toContain('Revoked');
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke Payroll sync' }));
    const revoke = await resolveOperation(environment, 'RevokeApiTokenMutation', {
      revokeApiToken: { __typename: 'MutationRevokeApiTokenSuccess', data: { id: 't1', revokedAt: '2026-11-23T00:00:00.000Z' } },
    });
    expect(revoke.request.variables).toEqual({ id: 't1' });
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Revoke Payroll sync' })).toBeNull());
  });

  it('creates a token and shows its secret once, with a copy button', async () => {
    const { environment } = renderDialog();
    await resolveOperation(environment, 'ApiTokensDialogQuery', listed);
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Reports' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Valid for (days)' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const newToken = { id: 't2', name: 'Reports', scope: 'READ_ONLY', expiresAt: '2999-01-01T00:00:00.000Z', revokedAt: null, lastUsedAt: null };
    const created = await answerOperation(environment, 'CreateApiTokenMutation', {
      Mutation: () => ({ createApiToken: { __typename: 'MutationCreateApiTokenSuccess', data: { secret: 'qzt_secret-shown-once', token: newToken } } }),
    });
    expect(created.request.variables).toEqual({ input: { name: 'Reports', scope: 'READ_ONLY', expiresInDays: 30 } });
    expect((await screen.findByTestId('api-token-secret')).textContent).toBe('qzt_secret-shown-once');
    expect(screen.getByText('Copy the token now: it is shown only this once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // the answer's token joins the list first, with no read again; the secret stays shown
    const rows = within(screen.getByRole('table', { name: 'Tokens' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent?.split(/Read/)[0])).toEqual(['Reports', 'Payroll sync', 'Old export']);
    expect(screen.getByTestId('api-token-secret').textContent).toBe('qzt_secret-shown-once');
    expect(sentOperationNames(environment).filter((name) => name.endsWith('Query'))).toEqual([]);
  });

  it("shows the server's error under the field it is about", async () => {
    const { environment } = renderDialog();
    await resolveOperation(environment, 'ApiTokensDialogQuery', listed);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Valid for (days)' }), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await resolveOperation(environment, 'CreateApiTokenMutation', {
      createApiToken: { __typename: 'AppError', code: 'apiTokenExpiryInvalid', message: 'apiTokenExpiryInvalid', field: 'expiresInDays' },
    });
    expect(await screen.findByText('Choose an expiry between 1 and 365 days.')).toBeTruthy();
    expect(screen.queryByTestId('api-token-secret')).toBeNull();
  });

  it("lists the organisation's own tokens for its holder", async () => {
    const { environment } = renderDialog({ organization: true });
    const query = await resolveOperation(environment, 'ApiTokensDialogQuery', { organization: { id: 'o1', apiTokens: [listed.node.apiTokens[0]] } });
    expect(query.request.variables).toEqual({ accountId: '', forAccount: false });
    expect(await within(await screen.findByRole('table', { name: 'Tokens' })).findByText('Payroll sync')).toBeTruthy();
  });
});
