import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { PreviewButton } from './preview/PreviewButton.tsx';
import { publicationStatusKey, type Publication } from './publish/publication.ts';
import { PublishDialog } from './publish/PublishDialog.tsx';

interface Props {
  problemCount: number;
  saving: boolean;
  /** the code of the last save's failure */
  saveError: string | null;
  onSave: (options: { publish: boolean }) => void;
  /** the quiz as it would be saved now, for the preview and the publish dialog; null while it has problems */
  preview: Quiz | null;
  publication: Publication;
}

/**
 * Kept in view at the bottom: whether learners see the quiz, whether it can be
 * saved, the preview, save-draft and publish buttons, and why the last save failed.
 */
export function SaveBar({ problemCount, saving, saveError, onSave, preview, publication }: Props) {
  const { t, i18n } = useTranslation();
  const statusId = useId();
  const publicationId = useId();
  const [confirming, setConfirming] = useState(false);
  const errorKey = saveError && i18n.exists(`quizEditor.errors.${saveError}`) ? `quizEditor.errors.${saveError}` : errorMessageKey(saveError);
  const blocked = problemCount > 0 || saving;
  return (
    <Paper elevation={6} sx={{ position: 'sticky', bottom: 0, p: 2, zIndex: 2 }}>
      <Stack spacing={1.5}>
        {saveError && (
          <Alert severity="error" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <Typography id={publicationId} variant="body2" color="text.secondary">
          {t(`quizEditor.publish.status.${publicationStatusKey(publication)}`)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
          <Typography id={statusId} role="status" variant="body2">
            {problemCount === 0 ? t('quizEditor.save.ready') : t('quizEditor.save.problems', { count: problemCount })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <PreviewButton quiz={preview} describedBy={statusId} />
            <Button
              variant="outlined"
              size="large"
              startIcon={<SaveIcon aria-hidden />}
              disabled={blocked}
              onClick={() => onSave({ publish: false })}
              aria-describedby={`${statusId} ${publicationId}`}
            >
              {t('quizEditor.publish.saveDraft')}
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<PublishIcon aria-hidden />}
              disabled={blocked || preview === null}
              onClick={() => setConfirming(true)}
              aria-describedby={`${statusId} ${publicationId}`}
            >
              {t('quizEditor.publish.open')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      {confirming && preview && (
        <PublishDialog
          quiz={preview}
          publication={publication}
          publishing={saving}
          onCancel={() => setConfirming(false)}
          onPublish={() => {
            setConfirming(false);
            onSave({ publish: true });
          }}
        />
      )}
    </Paper>
  );
}
