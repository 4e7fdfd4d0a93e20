import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseYouTube, youTubeEmbedUrl } from '../../../../domain/media/youtube.ts';

const FRAME = { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 2, display: 'block', overflow: 'hidden' } as const;

/**
 * The introductory video (a YouTube id or link) behind its poster: the frame,
 * which weighs on a phone, is loaded only when the visitor asks for it. A
 * poster without a playable video is shown as a picture.
 */
export function IntroductoryVideo({ video, poster, courseName }: { video: string | null | undefined; poster: string | null | undefined; courseName: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const parsed = parseYouTube(video);
  const posterImage = poster && <Box component="img" src={poster} alt={t('publicPages.course.posterAlt', { name: courseName })} loading="lazy" sx={{ ...FRAME, objectFit: 'cover' }} />;
  if (!parsed) return posterImage || null;
  if (playing) {
    const url = new URL(youTubeEmbedUrl(parsed));
    url.searchParams.set('autoplay', '1');
    return (
      <Box
        component="iframe"
        src={url.toString()}
        title={t('publicPages.course.videoTitle', { name: courseName })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sx={FRAME}
      />
    );
  }
  return (
    <ButtonBase onClick={() => setPlaying(true)} aria-label={t('publicPages.course.playVideo')} sx={{ ...FRAME, position: 'relative', bgcolor: 'grey.900' }}>
      {posterImage}
      <PlayCircleIcon aria-hidden sx={{ position: 'absolute', fontSize: 72, color: 'common.white', filter: 'drop-shadow(0 0 6px rgba(0,0,0,.6))' }} />
    </ButtonBase>
  );
}
