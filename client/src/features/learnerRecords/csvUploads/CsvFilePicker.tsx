import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the file chosen last, if any */
  fileName: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** One .csv file; a real button opens the picker, so it works from the keyboard. */
export function CsvFilePicker({ fileName, disabled, onChoose }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ my: 2 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,text/csv"
        aria-label={t('learnerRecords.uploads.chooseFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again once corrected
          if (file) onChoose(file);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {t(fileName === null ? 'learnerRecords.uploads.chooseFile' : 'learnerRecords.uploads.chooseAnother')}
      </Button>
      {fileName !== null && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('learnerRecords.uploads.chosenFile', { name: fileName })}
        </Typography>
      )}
    </Box>
  );
}
