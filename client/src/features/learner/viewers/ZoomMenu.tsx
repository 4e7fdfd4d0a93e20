import ZoomInIcon from '@mui/icons-material/ZoomIn';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM, zoomIn, zoomOut } from '../../../../../domain/media/viewer.ts';

/** The full-screen viewer's zoom, folded into a menu to leave the phone's toolbar room. */
export function ZoomMenu({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: number) => {
    onZoom(next);
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('viewer.zoom.menu', { percent: Math.round(zoom * 100) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ZoomInIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(zoomIn(zoom))} disabled={zoom >= ZOOM.max}>
          {t('viewer.zoom.in')}
        </MenuItem>
        <MenuItem onClick={() => choose(zoomOut(zoom))} disabled={zoom <= ZOOM.min}>
          {t('viewer.zoom.out')}
        </MenuItem>
        <MenuItem onClick={() => choose(ZOOM.default)} disabled={zoom === ZOOM.default}>
          {t('viewer.zoom.reset')}
        </MenuItem>
      </Menu>
    </>
  );
}
