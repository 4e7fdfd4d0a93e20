import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOffline';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaCacheKey, type OfflineMediaKind } from '../../../../domain/offline/mediaCache.ts';
import { isSavedForOffline, offlineSupported, removeFromOffline, saveForOffline } from './offlineMedia.ts';

type State = { step: 'checking' | 'idle' | 'saved' | 'failed' } | { step: 'saving'; progress: number | null };

interface Props {
  src: string;
  kind: OfflineMediaKind;
  /** the item's name, shown in the saved-for-offline list */
  title: string;
}

/**
 * Save for offline (spec §4): idle → saving (with progress when the size is
 * known) → available offline; a failure says so in the spec's words and
 * offers saving again. Nothing shows where the browser has no Cache Storage.
 */
export function SaveForOfflineButton({ src, kind, title }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let current = true;
    if (!offlineSupported()) return;
    isSavedForOffline(src, kind).then(
      (saved) => current && setState({ step: saved ? 'saved' : 'idle' }),
      () => current && setState({ step: 'idle' }),
    );
    return () => {
      current = false;
    };
  }, [src, kind]);

  if (!offlineSupported() || state.step === 'checking') return null;

  const save = () => {
    setState({ step: 'saving', progress: null });
    saveForOffline(src, kind, title, (progress) => setState({ step: 'saving', progress })).then(
      () => setState({ step: 'saved' }),
      () => setState({ step: 'failed' }),
    );
  };
  const remove = () => {
    removeFromOffline(mediaCacheKey(src, window.location.href), kind).then(
      () => setState({ step: 'idle' }),
      () => setState({ step: 'saved' }),
    );
  };

  if (state.step === 'saved') {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
          <OfflinePinIcon fontSize="small" aria-hidden />
          {t('offline.availableOffline')}
        </Typography>
        <Button size="small" onClick={remove}>
          {t('offline.removeCopy')}
        </Button>
      </Stack>
    );
  }
  if (state.step === 'saving') {
    const percent = state.progress === null ? undefined : Math.round(state.progress * 100);
    return (
      <Box sx={{ minWidth: 200, flexGrow: 1 }}>
        <Typography role="status" variant="body2">
          {percent === undefined ? t('offline.saving') : t('offline.savingPercent', { percent })}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('offline.saving')}
        />
      </Box>
    );
  }
  return (
    <Stack spacing={1}>
      <Button variant="outlined" startIcon={<DownloadForOfflineIcon />} onClick={save}>
        {t('offline.save')}
      </Button>
      {state.step === 'failed' && (
        <Alert severity="error" role="alert">
          {t(kind === 'video' ? 'offline.saveFailedVideo' : 'offline.saveFailedAudio')}
        </Alert>
      )}
    </Stack>
  );
}
