import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoBack } from './useGoBack.ts';

interface Props {
  /** where to go when there is no history to go back to */
  fallback: string;
  /** a fixed place to go back to instead of the previous page */
  to?: string;
  color?: 'inherit' | 'primary';
}

/** The arrow points the way the reading direction goes back. */
export function BackButton({ fallback, to, color = 'inherit' }: Props) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const navigate = useNavigate();
  const direction = useTheme().direction;
  return (
    <IconButton color={color} onClick={to ? () => void navigate(to) : goBack} aria-label={t('shell.back')}>
      {direction === 'rtl' ? <ArrowForwardIcon /> : <ArrowBackIcon />}
    </IconButton>
  );
}
