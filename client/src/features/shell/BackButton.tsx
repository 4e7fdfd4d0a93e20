import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './useGoBack.ts';

/** The arrow points the way the reading direction goes back. */
export function BackButton({ fallback, color = 'inherit' }: { fallback: string; color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const direction = useTheme().direction;
  return (
    <IconButton color={color} onClick={goBack} aria-label={t('shell.back')}>
      {direction === 'rtl' ? <ArrowForwardIcon /> : <ArrowBackIcon />}
    </IconButton>
  );
}
