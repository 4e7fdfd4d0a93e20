import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { FILE_CHOOSER_LABEL, FILE_CHOOSER_LABEL_SX } from '../../../theme/fileChooserLabel.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.ts';

interface Props {
  /** the button's text, which is also the file input's label */
  label: string;
  accept: string;
  /** the chosen file, or undefined when the chooser was closed without one */
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** A button that opens the file chooser; the hidden input inside it is labelled by its text. */
export function UploadButton({ label, accept, onFile, disabled = false, describedBy }: Props) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new upload
    onFile(file);
  };
  return (
    <Button
      component="label"
      {...FILE_CHOOSER_LABEL}
      sx={FILE_CHOOSER_LABEL_SX}
      variant="outlined"
      startIcon={<UploadFileIcon aria-hidden />}
      disabled={disabled}
    >
      {label}
      <Box
        component="input"
        type="file"
        accept={accept}
        onChange={choose}
        disabled={disabled}
        aria-describedby={describedBy}
        sx={visuallyHidden}
      />
    </Button>
  );
}
