import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadStatus } from './useUpload.ts';

/** The progress of an upload, or why it failed; announced politely as it changes. */
export function UploadStatusMessage({ id, status }: { id: string; status: UploadStatus }) {
  const { t } = useTranslation();
  return (
    <Box id={id} aria-live="polite" sx={{ width: '100%' }}>
      {status.state === 'uploading' && (
        <>
          <Typography variant="body2">{t('quizEditor.upload.uploading', { name: status.fileName })}</Typography>
          <LinearProgress
            variant="determinate"
            value={status.percent}
            aria-label={t('quizEditor.upload.progress', { name: status.fileName })}
          />
        </>
      )}
      {status.state === 'failed' && (
        <Alert severity="error">
          {t(`quizEditor.errors.${status.code}`, { defaultValue: t('quizEditor.errors.uploadFailed') })}
        </Alert>
      )}
    </Box>
  );
}
