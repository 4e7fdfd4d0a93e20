import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The link back to the learner's own result, with the warning not to share it. */
export function PrivateResultLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const href = `${window.location.origin}${window.location.pathname}#${path}`;
  return (
    <Alert severity="warning" sx={{ my: 2, wordBreak: 'break-all' }}>
      <div>{t('quizResult.privateLinkWarning')}</div>
      <Link href={href}>{href}</Link>
    </Alert>
  );
}
