// A button that picks one file, checks its type, stores it (POST /upload then
// PUT, with the admin's session) and hands back its URL. The upload shows its
// own progress bar rather than the screen's overlay, so the percentage stays
// readable; the save that follows it goes through the overlay.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, contentTypeFor, storeFile, UploadError, type AcceptedTypes } from '../../../storage/uploadFile.ts';
import { useFeedback } from '../activity/Feedback.tsx';

interface Props {
  label: string;
  accepted: AcceptedTypes;
  /** translation key of the message for a file of another type */
  wrongTypeKey: string;
  onUploaded: (url: string) => Promise<unknown> | void;
}

export function FileUploadButton({ label, accepted, wrongTypeKey, onUploaded }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);

  const send = async (file: File) => {
    if (contentTypeFor(file, accepted) === null) return feedback.problem(wrongTypeKey);
    setUpload({ name: file.name, percent: 0 });
    let url: string;
    try {
      url = await storeFile(file, {
        accepted,
        credential: 'admin',
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
    } catch (error) {
      const wrongType = error instanceof UploadError && error.code === 'fileTypeNotAllowed';
      return feedback.problem(wrongType ? wrongTypeKey : 'accountHome.upload.failed');
    } finally {
      setUpload(null);
    }
    await onUploaded(url);
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(accepted)}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again
          if (file) void send(file);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={upload !== null} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {upload && (
        <LinearProgress
          variant="determinate"
          value={upload.percent}
          aria-label={t('accountHome.upload.progress', { name: upload.name })}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
