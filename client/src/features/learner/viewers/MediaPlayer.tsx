import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MediaKind } from '../../../storage/playbackPositions.ts';
import { OnlineIndicator } from '../../offline/OnlineIndicator.tsx';
import { SaveForOfflineButton } from '../../offline/SaveForOfflineButton.tsx';
import { usePlaybackPosition } from './usePlaybackPosition.ts';
import type { MediaPlayer_item$key } from './__generated__/MediaPlayer_item.graphql.ts';

/** The spec's playback speeds. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;

interface Props {
  itemRef: MediaPlayer_item$key;
  kind: MediaKind;
  /** the program forbids downloads: the audio download link and saving for offline (docs/decisions/offline.md) */
  disableDownloads: boolean;
}

/** A video or audio item with a speed choice; it resumes where the learner left it. */
export function MediaPlayer({ itemRef, kind, disableDownloads }: Props) {
  const { t } = useTranslation();
  const speedId = useId();
  const item = useFragment(
    graphql`
      fragment MediaPlayer_item on ProgramItem {
        id
        name
        src
        mimeType
        positionSeconds
      }
    `,
    itemRef,
  );
  const [speed, setSpeed] = useState(1);
  const { mediaRef, attachMedia, onLoadedMetadata, ...positionEvents } = usePlaybackPosition(kind, item.id, item.positionSeconds);

  useEffect(() => {
    if (mediaRef.current) mediaRef.current.playbackRate = speed;
  }, [mediaRef, speed]);

  const events = {
    ...positionEvents,
    onLoadedMetadata: () => {
      if (mediaRef.current) mediaRef.current.playbackRate = speed;
      onLoadedMetadata();
    },
  };
  const src = item.src ?? undefined;
  const showDownload = kind === 'audio' && !disableDownloads && src !== undefined;

  return (
    <Stack spacing={1}>
      {kind === 'video' ? (
        <Box
          component="video"
          ref={attachMedia}
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label={item.name}
          sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'common.black', display: 'block' }}
          {...events}
        />
      ) : (
        <Box
          component="audio"
          ref={attachMedia}
          src={src}
          controls
          preload="metadata"
          aria-label={item.name}
          controlsList={disableDownloads ? 'nodownload' : undefined}
          sx={{ width: '100%', display: 'block' }}
          {...events}
        />
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          id={speedId}
          select
          size="small"
          label={t('viewer.media.speed')}
          value={String(speed)}
          onChange={(event) => setSpeed(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {PLAYBACK_SPEEDS.map((option) => (
            <option key={option} value={String(option)}>
              {t('viewer.media.speedOption', { speed: option })}
            </option>
          ))}
        </TextField>
        <OnlineIndicator />
        {src !== undefined && !disableDownloads && <SaveForOfflineButton src={src} kind={kind} title={item.name} />}
        {showDownload && (
          <Button component="a" href={src} download startIcon={<DownloadIcon />}>
            {t('viewer.media.downloadAudio')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
