import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileUploadQuestion } from '../../../../../domain/quiz/types.ts';
import { AnswerUploadContext } from './AnswerUploadContext.ts';
import type { QuestionInputProps } from './questionInputProps.ts';
import { ANSWER_FILE_ACCEPT, UploadError, uploadFile, type UploadErrorCode } from './uploadFile.ts';
import { FILE_CHOOSER_LABEL, FILE_CHOOSER_LABEL_SX } from '../../../theme/fileChooserLabel.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.ts';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; percent: number }
  | { state: 'failed'; code: Exclude<UploadErrorCode, 'uploadAborted'> };

interface Props extends QuestionInputProps<FileUploadQuestion> {
  /** The transport; AnswerUploadContext's (uploadFile) unless a test needs its own. */
  upload?: typeof uploadFile;
}

/** The last segment of a stored file's URL, as the learner named the file. */
function fileNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() ?? '') || url;
  } catch (_notAUrl) {
    return url;
  }
}

/**
 * Type 3: a file, stored on choosing it; the answer is its URL. A failed
 * upload says so and leaves the previous answer (and its file) in place.
 */
export function FileUploadInput({ answer, onChange, disabled, labelledBy, upload: givenUpload }: Props) {
  const { t } = useTranslation();
  const contextUpload = useContext(AnswerUploadContext);
  const upload = givenUpload ?? contextUpload;
  const statusId = useId();
  const [progress, setProgress] = useState<Upload>({ state: 'idle' });
  // The name as chosen, better than the stored URL's (which the server made safe).
  const [chosenName, setChosenName] = useState<{ url: string; name: string } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const fileUrl = answer?.fileUrl ?? null;
  const shownName = fileUrl === null ? null : chosenName?.url === fileUrl ? chosenName.name : fileNameOf(fileUrl);
  const uploading = progress.state === 'uploading';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new upload
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ state: 'uploading', fileName: file.name, percent: 0 });
    try {
      const url = await upload(file, {
        signal: controller.signal,
        onProgress: (percent) => setProgress({ state: 'uploading', fileName: file.name, percent }),
      });
      setChosenName({ url, name: file.name });
      setProgress({ state: 'idle' });
      onChange({ fileUrl: url });
    } catch (error) {
      if (controller.signal.aborted) return;
      const told = error instanceof UploadError && (error.code === 'fileTypeNotAllowed' || error.code === 'fileContentMismatch');
      const code = told ? error.code : 'uploadFailed';
      setProgress({ state: 'failed', code });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {shownName !== null && fileUrl !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Link href={fileUrl} target="_blank" rel="noopener noreferrer">
              {shownName}
            </Link>
          </Typography>
        </Stack>
      )}
      <Button
        component="label"
        {...FILE_CHOOSER_LABEL}
        sx={FILE_CHOOSER_LABEL_SX}
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden />}
        disabled={disabled || uploading}
      >
        {t(fileUrl === null ? 'quiz.upload.choose' : 'quiz.upload.replace')}
        <Box
          component="input"
          type="file"
          accept={ANSWER_FILE_ACCEPT}
          onChange={choose}
          disabled={disabled || uploading}
          aria-describedby={`${labelledBy} ${statusId}`}
          sx={visuallyHidden}
        />
      </Button>
      <Box id={statusId} aria-live="polite" sx={{ width: '100%' }}>
        {progress.state === 'uploading' && (
          <Stack spacing={0.5}>
            <Typography variant="body2">{t('quiz.upload.uploading', { name: progress.fileName })}</Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={t('quiz.upload.progress', { name: progress.fileName })}
            />
          </Stack>
        )}
        {progress.state === 'failed' && <Alert severity="error">{t(`quiz.upload.${progress.code}`)}</Alert>}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('quiz.upload.acceptedTypes', { types: ANSWER_FILE_ACCEPT.replaceAll(',', ', ') })}
      </Typography>
    </Stack>
  );
}
