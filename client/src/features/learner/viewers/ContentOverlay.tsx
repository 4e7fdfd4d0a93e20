import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentViewer } from './ContentViewer.tsx';
import { IMAGE_MAX_HEIGHT } from './ImageViewer.tsx';
import { ZoomMenu } from './ZoomMenu.tsx';
import type { ContentViewer_item$key } from './__generated__/ContentViewer_item.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  open: boolean;
  title: string;
  /** the item shown, once the viewer swap has settled */
  itemRef: ContentViewer_item$key | null;
  disableDownloads: boolean;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** back to the list the item was opened from, and close, both close the overlay */
  onClose: () => void;
}

/** The phone's full-screen viewer: back, the item's name, the zoom menu, close, and the item. */
export function ContentOverlay({ open, title, itemRef, disableDownloads, zoom, onZoom, onClose }: Props) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton color="inherit" onClick={onClose} aria-label={t('viewer.backToContent')}>
            {rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />}
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            <UserText>{title}</UserText>
          </Typography>
          <ZoomMenu zoom={zoom} onZoom={onZoom} />
          <IconButton color="inherit" onClick={onClose} aria-label={t('viewer.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 1, overflow: 'auto', flexGrow: 1 }}>
        {itemRef && (
          <ContentViewer itemRef={itemRef} zoom={zoom} disableDownloads={disableDownloads} imageMaxHeight={IMAGE_MAX_HEIGHT.viewer} />
        )}
      </Box>
    </Dialog>
  );
}
