import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/** A screen whose code did not load (offline, a new deployment, a timeout): say so, and reload to retry. */
export function ChunkLoadFailed({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" onClick={reload}>
            {t('shellPages.chunk.reload')}
          </Button>
        }
      >
        <AlertTitle>{t('shellPages.chunk.title')}</AlertTitle>
        {t('shellPages.chunk.message')}
      </Alert>
    </Container>
  );
}
