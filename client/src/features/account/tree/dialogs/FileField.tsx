import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '../../../../storage/uploadFile.ts';
import { ACCEPTED, checkFileType, type FileKind, type FileTypeError } from '../newItemDraft.ts';

/** The text of a file type error: the spec's codes are error messages, the rest the tree's own. */
export function fileErrorKey(error: FileTypeError): string {
  return error === 'fileTypeNotAllowed' ? 'programTree.fileTypeNotAllowed' : `errors.${error}`;
}

interface Props {
  kind: FileKind;
  /** the button's text and the input's name */
  label: string;
  file: File | null;
  /** A file of an accepted type (with the MIME type it is stored with), or null when a wrong one was chosen. */
  onChange: (chosen: { file: File; type: string } | null, error: FileTypeError | null) => void;
  error: FileTypeError | null;
  /** 0 to 100 while uploading */
  progress: number | null;
}

/** Choosing one file of the kind's types, its type checked at once, and its upload's progress. */
export function FileField({ kind, label, file, onChange, error, progress }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Box sx={{ my: 2 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={progress !== null}>
        {label}
        <input
          hidden
          type="file"
          aria-label={label}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          accept={acceptAttribute(ACCEPTED[kind])}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again after an error
            if (!chosen) return;
            const check = checkFileType(kind, chosen);
            if (check.ok) onChange({ file: chosen, type: check.type }, null);
            else onChange(null, check.error);
          }}
        />
      </Button>
      {file && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('programTree.fields.chosenFile', { name: file.name })}
        </Typography>
      )}
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {t(fileErrorKey(error))}
        </FormHelperText>
      )}
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('programTree.fields.uploadProgress', { percent: progress })} />
          <Typography variant="caption">{t('programTree.fields.uploadProgress', { percent: progress })}</Typography>
        </Box>
      )}
    </Box>
  );
}
