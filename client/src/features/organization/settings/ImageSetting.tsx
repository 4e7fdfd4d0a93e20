// One image of the organisation (banner, background, the template's banner):
// its preview, an upload with progress, and remove.
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { acceptedTypes } from '../../../storage/uploadFile.ts';
import { FileUploadButton } from '../../account/upload/FileUploadButton.tsx';

export const IMAGE_TYPES = acceptedTypes(['png', 'jpg', 'jpeg']);

interface Props {
  label: string;
  src: string | null | undefined;
  onChange: (url: string | null) => Promise<unknown> | void;
  disabled?: boolean;
}

export function ImageSetting({ label, src, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      {src ? (
        <Box component="img" src={src} alt={label} sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }} />
      ) : (
        <Typography color="text.secondary">{t('common.notSet')}</Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FileUploadButton label={t('orgSettings.upload', { name: label })} accepted={IMAGE_TYPES} wrongTypeKey="errors.invalid_image_type" onUploaded={(url) => onChange(url)} />
        {src && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={disabled} onClick={() => void onChange(null)}>
            {t('orgSettings.remove', { name: label })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
