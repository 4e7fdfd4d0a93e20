import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { ApiTokensButton } from '../integration/ApiTokensButton.tsx';
import { CertificatesUploadLink } from '../certificates/CertificatesUploadLink.tsx';
import { SendEmailLink } from '../bulkMail/SendEmailLink.tsx';
import { UsersManagementLink } from '../learnerRecords/usersPage/UsersManagementLink.tsx';
import { NotificationsBell } from '../notifications/NotificationsBell.tsx';
import type { NotificationsBell_viewer$key } from '../notifications/__generated__/NotificationsBell_viewer.graphql.ts';
import { AccountResultsButton } from '../results/request/AccountResultsButton.tsx';
import { AddProgramDialog } from './AddProgramDialog.tsx';

interface Props {
  /** the account's global id */
  accountId: string;
  title: string;
  /** the signed-in account's e-mail (or username) */
  signedInAs?: string | null;
  /** the signed-in owner, for the notifications bell */
  viewerRef: NotificationsBell_viewer$key;
  onProgramCreated: () => void;
}

/**
 * The account home's toolbar: who is signed in, then add program and the
 * notifications bell (always in the bar), then account results, users
 * management, certificates upload, send e-mail, API tokens and sign out (words
 * in the bar from 960 px, the "More" menu on a phone), and the language.
 */
export function AccountToolbar({ accountId, title, signedInAs, viewerRef, onProgramCreated }: Props) {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('account');
  const [adding, setAdding] = useState(false);
  const more = (
    <>
      <AccountResultsButton />
      <UsersManagementLink />
      <CertificatesUploadLink />
      <SendEmailLink />
      <ApiTokensButton owner={{ accountId }} />
    </>
  );
  return (
    <>
      <AdminTopBar title={title} subtitle={signedInAs} onSignOut={signOut} signingOut={signingOut} more={more}>
        <ToolbarAction icon={<AddIcon />} label={t('accountHome.addProgram.open')} opens="dialog" onClick={() => setAdding(true)} />
        <NotificationsBell viewerRef={viewerRef} />
      </AdminTopBar>
      <AddProgramDialog open={adding} onClose={() => setAdding(false)} onCreated={onProgramCreated} />
    </>
  );
}
