import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../learnerRecords/usersPage/ConfirmDialog.tsx';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import type { OrgAccountsSection_organization$key } from './__generated__/OrgAccountsSection_organization.graphql.ts';
import type { AccountAction } from './AccountActionsMenu.tsx';
import { AccountsTable, type AccountRow } from './AccountsTable.tsx';
import { DeletedAccounts } from './DeletedAccounts.tsx';
import { EditAccountDialog } from './EditAccountDialog.tsx';
import { useCreatePasswordResetLinkMutation } from './mutations/CreatePasswordResetLinkMutation.ts';
import { useDeleteAccountMutation } from './mutations/DeleteAccountMutation.ts';
import { useMoveAccountMutation } from './mutations/MoveAccountMutation.ts';
import { useRestoreAccountMutation } from './mutations/RestoreAccountMutation.ts';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import { PasswordLinkDialog } from './PasswordLinkDialog.tsx';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'clone' | 'editEmail' | 'editUsername' | 'delete'; account: AccountRow }
  | { kind: 'link'; account: AccountRow; link: string; expiresAt: string; copied: boolean };

interface Notice {
  severity: 'success' | 'error';
  key: string;
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** OrgHome's accounts: the list with its actions, Add account, and the deleted accounts with Restore. */
export function OrgAccountsSection({ organizationRef }: { organizationRef: OrgAccountsSection_organization$key }) {
  const { t } = useTranslation();
  const headingId = useId();
  const organization = useFragment(
    graphql`
      fragment OrgAccountsSection_organization on Organization {
        accounts(first: 500) {
          totalCount
          edges {
            node {
              id
              alias
              username
              email
              isTimed
              usersCount
              publishedAt
            }
          }
        }
        archivedAccounts {
          id
          alias
          username
          archivedAt
        }
      }
    `,
    organizationRef,
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [moveAccount, moving] = useMoveAccountMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [restoreAccount, restoring] = useRestoreAccountMutation();
  const [createLink, linking] = useCreatePasswordResetLinkMutation();
  const busy = moving || deleting || restoring || linking;
  const accounts = organization.accounts.edges.map(({ node }) => node);

  const done = (key: string) => {
    setDialog(null);
    setNotice({ severity: 'success', key });
  };
  const failed = (key = 'orgAccounts.errorOccured') => setNotice({ severity: 'error', key });

  const onAction = async (account: AccountRow, action: AccountAction) => {
    if (action === 'moveUp' || action === 'moveDown') {
      const outcome = await moveAccount({ accountId: account.id, direction: action === 'moveUp' ? 'UP' : 'DOWN' });
      if (!outcome.ok) failed();
      return;
    }
    if (action === 'passwordLink') {
      const outcome = await createLink({ accountId: account.id });
      if (!outcome.ok) return failed();
      const link = `${window.location.origin}${outcome.data.path}`;
      setDialog({ kind: 'link', account, link, expiresAt: String(outcome.data.expiresAt), copied: await copyToClipboard(link) });
      return;
    }
    setDialog({ kind: action, account });
  };

  const confirmDelete = async (account: AccountRow) => {
    const outcome = await deleteAccount({ accountId: account.id });
    if (outcome.ok) done('orgAccounts.deleteSuccess');
    else failed('orgAccounts.deleteError');
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('orgAccounts.heading', { total: organization.accounts.totalCount })}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
          {t('orgAccounts.add')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        {accounts.length === 0 ? (
          <Typography>{t('orgAccounts.none')}</Typography>
        ) : (
          <AccountsTable headingId={headingId} accounts={accounts} busy={busy} onAction={(account, action) => void onAction(account, action)} />
        )}
        <DeletedAccounts
          accounts={organization.archivedAccounts}
          busy={busy}
          onRestore={(account) =>
            void restoreAccount({ accountId: account.id }).then((outcome) => (outcome.ok ? done('orgAccounts.archived.restored') : failed()))
          }
        />
      </Stack>

      {dialog?.kind === 'add' && <NewAccountDialog onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'clone' && <NewAccountDialog source={dialog.account} onClose={() => setDialog(null)} onDone={done} />}
      {(dialog?.kind === 'editEmail' || dialog?.kind === 'editUsername') && (
        <EditAccountDialog
          what={dialog.kind === 'editEmail' ? 'email' : 'username'}
          account={dialog.account}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'link' && (
        <PasswordLinkDialog
          accountName={dialog.account.alias}
          link={dialog.link}
          expiresAt={dialog.expiresAt}
          copied={dialog.copied}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('orgAccounts.deleteTitle')}
        message={dialog?.kind === 'delete' ? <IsolatedSentence i18nKey="orgAccounts.deleteMessage" values={{ name: dialog.account.alias }} /> : null}
        busy={deleting}
        onClose={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.account)}
      />

      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {t(notice.key)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </section>
  );
}
