import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The full-screen overlay shown while a call is pending (admin spec §4); it keeps the page from being changed meanwhile. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
      <CircularProgress color="inherit" aria-label={label ?? t('quizEditor.loading')} />
    </Backdrop>
  );
}
