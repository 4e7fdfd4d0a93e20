import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { ApiTokensButton } from '../integration/ApiTokensButton.tsx';
import { CertificatesUploadLink } from '../certificatesUpload/CertificatesUploadLink.tsx';
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

/** The account home's toolbar: who is signed in, add program, account results, notifications, users management, certificates upload, send e-mail, API tokens, language, log out. */
export function AccountToolbar({ accountId, title, signedInAs, viewerRef, onProgramCreated }: Props) {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('account');
  const [adding, setAdding] = useState(false);
  // A phone's toolbar has room for icons only; each keeps its name for screen readers.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <>
      <AdminTopBar title={title} subtitle={signedInAs} onSignOut={signOut} signingOut={signingOut}>
        {wide ? (
          <Button color="inherit" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            {t('accountHome.addProgram.open')}
          </Button>
        ) : (
          <IconButton color="inherit" onClick={() => setAdding(true)} aria-label={t('accountHome.addProgram.open')}>
            <AddIcon />
          </IconButton>
        )}
        <AccountResultsButton />
        <NotificationsBell viewerRef={viewerRef} />
        <UsersManagementLink />
        <CertificatesUploadLink />
        <SendEmailLink />
        <ApiTokensButton owner={{ accountId }} />
      </AdminTopBar>
      <AddProgramDialog open={adding} onClose={() => setAdding(false)} onCreated={onProgramCreated} />
    </>
  );
}
