import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ZOOM, zoomIn, zoomOut } from '../../../../../domain/media/viewer.ts';

interface Props {
  zoom: number;
  onZoom: (zoom: number) => void;
  color?: 'inherit' | 'default';
}

/** Zoom out, the level in percent, zoom in; each button stops at its end of 0.5 to 2. */
export function ZoomControls({ zoom, onZoom, color = 'default' }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('viewer.zoom.label')}>
      <IconButton color={color} onClick={() => onZoom(zoomOut(zoom))} disabled={zoom <= ZOOM.min} aria-label={t('viewer.zoom.out')}>
        <ZoomOutIcon />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
        {t('viewer.zoom.level', { percent: Math.round(zoom * 100) })}
      </Typography>
      <IconButton color={color} onClick={() => onZoom(zoomIn(zoom))} disabled={zoom >= ZOOM.max} aria-label={t('viewer.zoom.in')}>
        <ZoomInIcon />
      </IconButton>
    </Stack>
  );
}
