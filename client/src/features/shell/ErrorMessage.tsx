import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/** What a screen shows when it failed to load: the generic message and a retry. */
export function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('shell.retry')}
          </Button>
        }
      >
        {t('errors.unknown')}
      </Alert>
    </Container>
  );
}
