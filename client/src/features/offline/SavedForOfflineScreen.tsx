import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineIndicator } from './OnlineIndicator.tsx';
import { listSavedMedia, offlineSupported, removeFromOffline, type SavedMedia } from './offlineMedia.ts';

/**
 * #/offline: the media the learner saved, playable with no network (the
 * service worker answers from the copies). It needs no server data, so it
 * opens offline from the precached client. Decisions: docs/decisions/offline.md.
 */
export function SavedForOfflineScreen() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedMedia[] | null>(null);
  const reload = useCallback(() => {
    listSavedMedia().then(setSaved, () => setSaved([]));
  }, []);
  useEffect(reload, [reload]);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {t('offline.savedList.title')}
          </Typography>
          <OnlineIndicator />
        </Stack>
        {!offlineSupported() && <Alert severity="info">{t('offline.settings.cacheNotSupported')}</Alert>}
        {saved?.length === 0 && <Typography>{t('offline.savedList.empty')}</Typography>}
        {saved?.map((media) => (
          <Card key={media.url} variant="outlined">
            <CardContent>
              <Stack spacing={1}>
                <Typography variant="h6" component="h2" dir="auto">
                  {media.title}
                </Typography>
                {media.kind === 'video' ? (
                  <video src={media.url} controls playsInline preload="metadata" aria-label={media.title} style={{ width: '100%', maxHeight: '70vh', background: 'black' }} />
                ) : (
                  <audio src={media.url} controls preload="metadata" aria-label={media.title} style={{ width: '100%' }} />
                )}
                <Button
                  size="small"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => removeFromOffline(media.url, media.kind).then(reload, reload)}
                  aria-label={t('offline.savedList.removeNamed', { name: media.title })}
                >
                  {t('offline.removeCopy')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
