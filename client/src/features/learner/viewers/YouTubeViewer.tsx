import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { parseYouTube, youTubeEmbedUrl, type YouTubeVideo } from '../../../../../domain/media/youtube.ts';

interface Props {
  name: string;
  /** the server's reading of the item (id, start, end), when it gives one */
  video: { readonly videoId: string; readonly start?: number | null; readonly end?: number | null } | null | undefined;
  /** the link as the admin pasted it, read here when the server gave no video */
  src: string | null | undefined;
}

function videoOf({ video, src }: Pick<Props, 'video' | 'src'>): YouTubeVideo | null {
  if (video) return { id: video.videoId, start: video.start ?? null, end: video.end ?? null };
  return parseYouTube(src);
}

/** A video-site clip in the privacy-enhanced player, from its start to its end. */
export function YouTubeViewer({ name, video, src }: Props) {
  const { t } = useTranslation();
  const clip = videoOf({ video, src });
  if (!clip) return <Alert severity="warning">{t('viewer.youtubeInvalid')}</Alert>;
  return (
    <Box
      component="iframe"
      src={youTubeEmbedUrl(clip)}
      title={name}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block' }}
    />
  );
}
