// The account's certificate folders: each with its counts, its display name,
// its files (opened by their signed URL, marked when no learner has the e-mail
// yet) and deletion of the folder or of one file, each after a confirmation.
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import Button from '@mui/material/Button';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useFeedback } from '../account/activity/Feedback.tsx';
import { ConfirmDialog } from '../learnerRecords/usersPage/ConfirmDialog.tsx';
import { IsolatedSentence } from '../shell/userText/IsolatedSentence.tsx';
import { UserText } from '../shell/userText/UserText.tsx';
import type { CertificateFolderList_account$key } from './__generated__/CertificateFolderList_account.graphql.ts';
import { useDeleteCertificatesMutation } from './mutations/DeleteCertificatesMutation.ts';

interface Deleting {
  path: string;
  /** the folder's or the file's name */
  name: string;
  kind: 'folder' | 'file';
}

export function CertificateFolderList({ accountRef }: { accountRef: CertificateFolderList_account$key }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const account = useFragment(
    graphql`
      fragment CertificateFolderList_account on Account {
        id
        certificateFolders {
          id
          name
          displayName
          fileCount
          unmatchedCount
          files {
            id
            fileName
            path
            url
            matched
          }
        }
      }
    `,
    accountRef,
  );
  const [deleteCertificates, deleting] = useDeleteCertificatesMutation();
  const [confirming, setConfirming] = useState<Deleting | null>(null);
  const folders = account.certificateFolders;
  const total = folders.reduce((sum, folder) => sum + folder.fileCount, 0);

  const confirmDeletion = async () => {
    if (!confirming) return;
    const outcome = await deleteCertificates({ accountId: account.id, path: confirming.path });
    setConfirming(null);
    if (outcome.ok) feedback.success('certificatesUpload.deleted');
    else feedback.problem('certificatesUpload.error');
  };

  return (
    <section aria-labelledby="certificate-folders-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2" id="certificate-folders-title">
          {t('certificatesUpload.foldersTitle')}
        </Typography>
        <Typography data-testid="certificates-total">{t('certificatesUpload.total', { count: total })}</Typography>
      </Stack>
      {folders.length === 0 && <Typography color="text.secondary">{t('certificatesUpload.noFolders')}</Typography>}
      {folders.map((folder) => (
        <Accordion key={folder.id} disableGutters data-testid={`certificate-folder-${folder.name}`}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{folder.name}</bdi>
                {folder.displayName && folder.displayName !== folder.name && (
                  <>
                    {' — '}
                    <UserText>{folder.displayName}</UserText>
                  </>
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="folder-counts">
                {t('certificatesUpload.folderCounts', { fileCount: folder.fileCount, unmatchedCount: folder.unmatchedCount })}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <List dense aria-label={t('certificatesUpload.showFiles', { folder: folder.name })}>
              {folder.files.map((file) => (
                <ListItem
                  key={file.id}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      onClick={() => setConfirming({ path: file.path, name: file.fileName, kind: 'file' })}
                      aria-label={t('certificatesUpload.deleteFile', { file: file.fileName })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={
                      <Link href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('certificatesUpload.openFile', { file: file.fileName })} sx={{ overflowWrap: 'anywhere' }}>
                        <bdi>{file.fileName}</bdi>
                      </Link>
                    }
                    secondary={
                      <Chip
                        size="small"
                        component="span"
                        color={file.matched ? 'success' : 'default'}
                        label={t(file.matched ? 'certificatesUpload.matched' : 'certificatesUpload.unmatched')}
                      />
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming({ path: folder.name, name: folder.name, kind: 'folder' })}
              aria-label={t('certificatesUpload.deleteFolder', { folder: folder.name })}
            >
              {t('certificatesUpload.confirm.delete')}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        busy={deleting}
        title={t(confirming?.kind === 'file' ? 'certificatesUpload.confirm.fileTitle' : 'certificatesUpload.confirm.folderTitle')}
        message={
          confirming?.kind === 'file' ? (
            <IsolatedSentence i18nKey="certificatesUpload.confirm.fileMessage" values={{ file: confirming.name }} />
          ) : (
            <IsolatedSentence i18nKey="certificatesUpload.confirm.folderMessage" values={{ folder: confirming?.name ?? '' }} />
          )
        }
        onConfirm={() => void confirmDeletion()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
