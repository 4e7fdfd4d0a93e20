import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { parseYouTube, youTubeEmbedUrl } from '../../../../../domain/media/youtube.ts';
import type { Question } from '../../../../../domain/quiz/types.ts';

interface Props {
  question: Question;
  /** the question's number, to name the media for assistive technology */
  number: number;
}

/** The question's picture, video-site clip and video, in that order, each when it has one. */
export function QuestionMedia({ question, number }: Props) {
  const { t } = useTranslation();
  const imageUrl = question.imageURL?.trim();
  const youTubeId = question.youTubeId?.trim();
  const videoUrl = question.videoUrl?.trim();
  const clip = youTubeId ? parseYouTube(youTubeId) : null;
  return (
    <>
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={t('quiz.question.imageAlt', { number })}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 500, objectFit: 'contain', borderRadius: 1 }}
        />
      )}
      {youTubeId && !clip && <Alert severity="warning">{t('quiz.question.youTubeInvalid')}</Alert>}
      {clip && (
        <Box
          component="iframe"
          src={youTubeEmbedUrl(clip)}
          title={t('quiz.question.youTubeTitle', { number })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0 }}
        />
      )}
      {videoUrl && (
        <Box
          component="video"
          src={videoUrl}
          controls
          preload="metadata"
          aria-label={t('quiz.question.videoLabel', { number })}
          sx={{ display: 'block', width: '100%', maxHeight: 500, backgroundColor: 'common.black' }}
        />
      )}
    </>
  );
}
