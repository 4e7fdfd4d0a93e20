import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shell.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('shell.notFound.message')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('shell.notFound.home')}
      </Button>
    </Container>
  );
}
