import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkQuizImage } from '../../../../../domain/quiz/quizImage.ts';
import { fieldId } from '../problems/fieldId.ts';
import { IMAGE_ACCEPT } from './quizUploads.ts';
import { UploadButton } from './UploadButton.tsx';
import { UploadStatusMessage } from './UploadStatusMessage.tsx';
import { useQuizUploads } from './UploadsContext.ts';
import { useUpload } from './useUpload.ts';

interface Props {
  /** what the image is, e.g. "Banner": names the group, the preview and the buttons */
  label: string;
  /** the path of the field (its id) */
  path: string;
  url: string | null | undefined;
  onChange: (url: string | null) => void;
}

/** A png or jpeg image: chosen, checked, uploaded with its progress; shown once stored, and removable. */
export function ImageUploadField({ label, path, url, onChange }: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const labelId = useId();
  const { status, start, fail, clear } = useUpload(useQuizUploads().image);

  const choose = async (file: File | undefined) => {
    const problem = checkQuizImage(file);
    if (problem !== null || !file) return fail(problem ?? 'no_image_selected');
    clear();
    const stored = await start(file);
    if (stored !== null) onChange(stored);
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId} id={fieldId(path)} tabIndex={-1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      {url && (
        <Box
          component="img"
          src={url}
          alt={t('quizEditor.image.preview', { label })}
          sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <UploadButton
          label={t(url ? 'quizEditor.image.replace' : 'quizEditor.image.upload', { label })}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void choose(file)}
          disabled={status.state === 'uploading'}
          describedBy={statusId}
        />
        {url && (
          <Button color="error" startIcon={<DeleteIcon aria-hidden />} onClick={() => onChange(null)}>
            {t('quizEditor.image.remove', { label })}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('quizEditor.image.acceptedTypes')}
      </Typography>
      <UploadStatusMessage id={statusId} status={status} />
    </Stack>
  );
}
