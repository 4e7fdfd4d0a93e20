import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { safeLink } from './safeLink.ts';

/** The pass link and its message, shown to a learner who passed. */
export function PassLink({ link, message }: { link: string | null | undefined; message: string | null | undefined }) {
  const { t } = useTranslation();
  const href = safeLink(link);
  if (!href && !message) return null;
  return (
    <Alert severity="success" sx={{ my: 2 }}>
      {message && <div>{message}</div>}
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {t('quizResult.passLink')}
        </Link>
      )}
    </Alert>
  );
}
