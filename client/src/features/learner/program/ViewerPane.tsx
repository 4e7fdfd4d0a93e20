import TouchAppIcon from '@mui/icons-material/TouchApp';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentViewer } from '../viewers/ContentViewer.tsx';
import { IMAGE_MAX_HEIGHT } from '../viewers/ImageViewer.tsx';
import { ZoomControls } from '../viewers/ZoomControls.tsx';
import type { ProgramItemNode } from './useProgramTree.ts';

interface Props {
  shown: ProgramItemNode | null;
  /** an item is on its way (the 500 ms swap) */
  loading: boolean;
  zoom: number;
  onZoom: (zoom: number) => void;
  disableDownloads: boolean;
}

/** The desktop's right-hand pane: the open item with its zoom, or a prompt to choose one. */
export function ViewerPane({ shown, loading, zoom, onZoom, disableDownloads }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minHeight: 400 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {shown ? shown.item.name : t('program.viewerTitle')}
        </Typography>
        <ZoomControls zoom={zoom} onZoom={onZoom} />
      </Stack>
      <Box sx={{ overflow: 'auto' }}>
        {shown ? (
          <ContentViewer itemRef={shown.item} zoom={zoom} disableDownloads={disableDownloads} imageMaxHeight={IMAGE_MAX_HEIGHT.viewer} />
        ) : loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('shell.loading')} />
          </Box>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 8, color: 'text.secondary', textAlign: 'center' }}>
            <TouchAppIcon fontSize="large" aria-hidden />
            <Typography>{t('program.emptyViewer')}</Typography>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
