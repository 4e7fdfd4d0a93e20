import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** An attachment the browser cannot show (a Word file, a zip): say so and offer it for download. */
export function NotPlayableNotice({ src, name }: { src: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        src ? (
          <Button color="inherit" component="a" href={src} download target="_blank" rel="noopener noreferrer" startIcon={<DownloadIcon />}>
            {t('viewer.download')}
          </Button>
        ) : undefined
      }
    >
      {t('viewer.notPlayable', { name })}
    </Alert>
  );
}
