import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';
import { ApiTokensButton } from '../integration/ApiTokensButton.tsx';
import { CertificatesUploadLink } from '../certificates/CertificatesUploadLink.tsx';
import { SendEmailLink } from '../bulkMail/SendEmailLink.tsx';
import { UsersManagementLink } from '../learnerRecords/usersPage/UsersManagementLink.tsx';
import { NotificationsBell } from '../notifications/NotificationsBell.tsx';
import type { NotificationsBell_viewer$key } from '../notifications/__generated__/NotificationsBell_viewer.graphql.ts';
import { AccountResultsButton } from '../results/request/AccountResultsButton.tsx';
import { AddProgramDialog } from './AddProgramDialog.tsx';

// The account home's toolbar (AdminPage's bar): who is signed in, then add
// program and the notifications bell (always in the bar), then account
// results, users management, certificates upload, send e-mail, API tokens and
// sign out (words in the bar from 960 px, the "More" menu on a phone), and
// the language.

interface MainActionsProps {
  /** the signed-in owner, for the notifications bell */
  viewerRef: NotificationsBell_viewer$key;
}

/** Add program (with its dialog) and the notifications bell. */
export function AccountMainActions({ viewerRef }: MainActionsProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ToolbarAction icon={<AddIcon />} label={t('accountHome.addProgram.open')} opens="dialog" onClick={() => setAdding(true)} />
      <NotificationsBell viewerRef={viewerRef} />
      <AddProgramDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** The other actions; `accountId` is the account's global id. */
export function AccountMoreActions({ accountId }: { accountId: string }) {
  return (
    <>
      <AccountResultsButton />
      <UsersManagementLink />
      <CertificatesUploadLink />
      <SendEmailLink />
      <ApiTokensButton owner={{ accountId }} />
    </>
  );
}
