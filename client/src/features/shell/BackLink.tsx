import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/** A link back in words ("Back to account home"); its arrow points the way the reading direction goes back. */
export function BackLink({ to, label, sx }: { to: string; label: string; sx?: SxProps<Theme> }) {
  const rtl = useTheme().direction === 'rtl';
  return (
    <Button component={RouterLink} to={to} startIcon={rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />} sx={sx}>
      {label}
    </Button>
  );
}
