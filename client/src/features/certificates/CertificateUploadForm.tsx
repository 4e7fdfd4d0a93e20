// The upload half of the page: several files, the folder (English; the name it
// will be saved as shown while typing), the display name learners see, and
// Upload with the batch's progress. Files that never went up are listed and
// saved as filesFailedUpload.txt.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateFolderName, CERTIFICATE_EXTENSIONS } from '../../../../domain/certificates/folderName.ts';
import { downloadBlob } from '../../storage/downloadFile.ts';
import { acceptAttribute, acceptedTypes, storeFile } from '../../storage/uploadFile.ts';
import { useSetAccountPropertyMutation } from '../account/mutations/SetAccountPropertyMutation.ts';
import { failedFilesText, uploadCertificates } from './uploadCertificates.ts';

const ACCEPTED = acceptedTypes(CERTIFICATE_EXTENSIONS);

interface Outcome {
  uploaded: number;
  total: number;
  failed: string[];
  displayNameFailed: boolean;
}

export function CertificateUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const setAccountProperty = useSetAccountPropertyMutation();
  const input = useRef<HTMLInputElement>(null);
  const progressLabel = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [typedFolder, setTypedFolder] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<'filesRequired' | 'folderRequired' | null>(null);
  const folder = certificateFolderName(typedFolder);
  const uploading = progress !== null && outcome === null;

  const upload = async () => {
    if (files.length === 0) return setProblem('filesRequired');
    if (!folder) return setProblem('folderRequired');
    setProblem(null);
    setOutcome(null);
    setProgress(0);
    const result = await uploadCertificates(files, {
      send: (file, onProgress) => storeFile(file, { accepted: ACCEPTED, credential: 'admin', onProgress, fields: { certificateFolder: folder } }),
      onProgress: setProgress,
    });
    let displayNameFailed = false;
    if (displayName.trim() && result.uploaded.length > 0) {
      displayNameFailed = !(await setAccountProperty('folderDisplayNames', { [folder]: displayName.trim() })).ok;
    }
    if (result.failed.length > 0) downloadBlob(new Blob([failedFilesText(result.failed)], { type: 'text/plain' }), 'filesFailedUpload.txt');
    setProgress(100);
    setOutcome({ uploaded: result.uploaded.length, total: files.length, failed: result.failed.map((file) => file.name), displayNameFailed });
    setFiles([]);
    if (input.current) input.current.value = '';
    onUploaded();
  };

  return (
    <Box component="section" aria-labelledby="certificate-upload-title" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="certificate-upload-title" gutterBottom>
        {t('certificatesUpload.upload.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('certificatesUpload.upload.help')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <input
            ref={input}
            hidden
            type="file"
            multiple
            accept={acceptAttribute(ACCEPTED)}
            aria-label={t('certificatesUpload.upload.chooseFiles')}
            data-testid="certificate-files"
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              setProblem(null);
            }}
          />
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading} onClick={() => input.current?.click()}>
            {t('certificatesUpload.upload.chooseFiles')}
          </Button>
          <Typography aria-live="polite">{t('certificatesUpload.upload.chosen', { count: files.length })}</Typography>
        </Stack>
        {files.length > 0 && (
          <Box component="ul" sx={{ m: 0, ps: 3, maxHeight: 160, overflow: 'auto' }}>
            {files.map((file) => (
              <li key={file.name}>
                <bdi>{file.name}</bdi>
              </li>
            ))}
          </Box>
        )}
        <TextField
          label={t('certificatesUpload.upload.folderName')}
          value={typedFolder}
          onChange={(event) => setTypedFolder(event.target.value)}
          disabled={uploading}
          required
          error={problem === 'folderRequired'}
          helperText={folder ? t('certificatesUpload.upload.folderNameHelp', { name: folder }) : t('certificatesUpload.upload.folderNameEmpty')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200, 'data-testid': 'certificate-folder' } }}
        />
        <TextField
          label={t('certificatesUpload.upload.displayName')}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          disabled={uploading}
          helperText={t('certificatesUpload.upload.displayNameHelp')}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 300, 'data-testid': 'certificate-display-name' } }}
        />
        {problem && <Alert severity="error">{t(`certificatesUpload.upload.${problem}`)}</Alert>}
        <Box>
          <Button variant="contained" onClick={() => void upload()} disabled={uploading}>
            {t('certificatesUpload.upload.send')}
          </Button>
        </Box>
        {progress !== null && (
          <Box>
            <Typography id={progressLabel} variant="body2">
              {t('certificatesUpload.upload.progress')}: <bdi>{progress}%</bdi>
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-labelledby={progressLabel} />
          </Box>
        )}
        {outcome && (
          <Alert severity={outcome.failed.length > 0 || outcome.displayNameFailed ? 'warning' : 'success'} role="status">
            <Typography>{t('certificatesUpload.upload.done', { uploaded: outcome.uploaded, total: outcome.total })}</Typography>
            {outcome.displayNameFailed && <Typography>{t('certificatesUpload.upload.displayNameFailed')}</Typography>}
            {outcome.failed.length > 0 && (
              <>
                <Typography>{t('certificatesUpload.upload.failedTitle')}</Typography>
                <Box component="ul" sx={{ m: 0, ps: 3 }} data-testid="failed-files">
                  {outcome.failed.map((name) => (
                    <li key={name}>
                      <bdi>{name}</bdi>
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
