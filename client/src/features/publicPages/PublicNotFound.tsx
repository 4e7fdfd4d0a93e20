import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../shell/usePageMeta.ts';

/** A public page that is not there (landingPageNotFound, courseNotFound): what happened and the way to sign in. */
export function PublicNotFound({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  usePageMeta({ title, description });
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6, textAlign: 'center', flexGrow: 1 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{description}</Typography>
      <Button variant="contained" component={RouterLink} to="/login">
        {t('publicPages.goToSignIn')}
      </Button>
    </Container>
  );
}
