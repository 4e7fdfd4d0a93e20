import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupRemoveIcon from '@mui/icons-material/GroupRemove';
import PeopleIcon from '@mui/icons-material/People';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import { useNavigate } from 'react-router';
import { DeleteEntriesDialog } from '../../learnerRecords/csvUploads/DeleteEntriesDialog.tsx';
import { PrivateUsersDialog } from '../../learnerRecords/csvUploads/PrivateUsersDialog.tsx';
import { AccountSwitch } from '../access/AccountSwitch.tsx';
import { AccountSection } from '../AccountSection.tsx';
import { useCopyLink } from '../activity/useCopyLink.ts';
import { registrationFormEditorPath, registrationFormLink } from './registrationFormLink.ts';
import { REGISTRATIONS_FETCH, RegistrationsDialog, registrationsDialogQuery, registrationsVariables } from './RegistrationsDialog.tsx';
import type { RegistrationsDialogQuery } from './__generated__/RegistrationsDialogQuery.graphql.ts';
import type { RegistrationFormSection_account$key } from './__generated__/RegistrationFormSection_account.graphql.ts';

/** The form learners fill in to register with the account. */
export function RegistrationFormSection({ accountRef }: { accountRef: RegistrationFormSection_account$key }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copyLink = useCopyLink();
  const [resultsOpen, setResultsOpen] = useState(false);
  const [registrationsRef, loadRegistrations] = useQueryLoader<RegistrationsDialogQuery>(registrationsDialogQuery);
  const [upload, setUpload] = useState<'privateUsers' | 'deleteRegistrants' | null>(null);
  const { id, useRegForm, regFormId } = useFragment(
    graphql`
      fragment RegistrationFormSection_account on Account {
        id
        useRegForm
        regFormId
      }
    `,
    accountRef,
  );
  return (
    <AccountSection heading={t('accountHome.registration.heading')}>
      <AccountSwitch accountId={id} property="useRegForm" checked={useRegForm} label={t('accountHome.registration.useRegForm')} />
      {!regFormId && <Typography color="text.secondary">{t('accountHome.registration.noForm')}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => void navigate(registrationFormEditorPath(regFormId))}>
          {t('accountHome.registration.openForm')}
        </Button>
        {regFormId && (
          <Button
            startIcon={<PeopleIcon />}
            onClick={() => {
              loadRegistrations(registrationsVariables(id, regFormId), REGISTRATIONS_FETCH);
              setResultsOpen(true);
            }}
          >
            {t('accountHome.registration.results')}
          </Button>
        )}
        {regFormId && (
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copyLink(registrationFormLink({ accountId: id, regFormId }))}>
            {t('accountHome.registration.copyLink')}
          </Button>
        )}
        {regFormId && (
          <Button startIcon={<GroupAddIcon />} onClick={() => setUpload('privateUsers')}>
            {t('learnerRecords.uploads.privateUsers.action')}
          </Button>
        )}
        {regFormId && (
          <Button startIcon={<GroupRemoveIcon />} onClick={() => setUpload('deleteRegistrants')}>
            {t('learnerRecords.uploads.deleteRegistrants.action')}
          </Button>
        )}
      </Stack>
      {regFormId && <RegistrationsDialog queryRef={registrationsRef} open={resultsOpen} onClose={() => setResultsOpen(false)} />}
      {regFormId && upload === 'privateUsers' && <PrivateUsersDialog quizId={regFormId} onClose={() => setUpload(null)} />}
      {regFormId && upload === 'deleteRegistrants' && <DeleteEntriesDialog quizId={regFormId} registrationForm onClose={() => setUpload(null)} />}
    </AccountSection>
  );
}
