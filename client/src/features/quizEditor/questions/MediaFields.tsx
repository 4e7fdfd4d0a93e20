import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseYouTube } from '../../../../../domain/media/youtube.ts';
import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';
import { fieldId } from '../problems/fieldId.ts';
import { ImageUploadField } from '../upload/ImageUploadField.tsx';

interface Props {
  question: QuestionDraft;
  path: string;
  enableVideo: boolean;
  onChange: (question: QuestionDraft) => void;
}

/**
 * A picture, a YouTube video (any link is reduced to its 11-character id) and,
 * for accounts with video, a video URL.
 */
export function MediaFields({ question, path, enableVideo, onChange }: Props) {
  const { t } = useTranslation();
  const [youTubeText, setYouTubeText] = useState(question.youTubeId ?? '');
  const youTubeInvalid = youTubeText.trim() !== '' && parseYouTube(youTubeText) === null;

  const setYouTube = (text: string) => {
    setYouTubeText(text);
    const video = parseYouTube(text);
    onChange({ ...question, youTubeId: video?.id ?? undefined });
  };

  return (
    <Stack spacing={2}>
      <ImageUploadField
        label={t('quizEditor.question.image')}
        path={`${path}.imageURL`}
        url={question.imageURL}
        onChange={(imageURL) => onChange({ ...question, imageURL: imageURL ?? undefined })}
      />
      <TextField
        id={fieldId(`${path}.youTubeId`)}
        label={t('quizEditor.question.youTube')}
        value={youTubeText}
        onChange={(event) => setYouTube(event.target.value)}
        error={youTubeInvalid}
        helperText={youTubeInvalid ? t('quizEditor.errors.invalid_youtube_video') : t('quizEditor.question.youTubeHint')}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
      {(enableVideo || question.videoUrl) && (
        <TextField
          id={fieldId(`${path}.videoUrl`)}
          label={t('quizEditor.question.videoUrl')}
          value={question.videoUrl ?? ''}
          onChange={(event) => onChange({ ...question, videoUrl: event.target.value || undefined })}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      )}
    </Stack>
  );
}
