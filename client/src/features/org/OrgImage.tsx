import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export function OrgImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const { t } = useTranslation();
  if (!src) return <>{t('common.notSet')}</>;
  return <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: 200, display: 'block' }} />;
}
