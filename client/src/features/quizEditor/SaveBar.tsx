import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { PreviewButton } from './preview/PreviewButton.tsx';

interface Props {
  problemCount: number;
  saving: boolean;
  /** the code of the last save's failure */
  saveError: string | null;
  onSave: () => void;
  /** the quiz as it would be saved now, for the preview; null while it has problems */
  preview: Quiz | null;
}

/** Kept in view at the bottom: whether the quiz can be saved, the preview and save buttons, and why the last save failed. */
export function SaveBar({ problemCount, saving, saveError, onSave, preview }: Props) {
  const { t, i18n } = useTranslation();
  const statusId = useId();
  const errorKey = saveError && i18n.exists(`quizEditor.errors.${saveError}`) ? `quizEditor.errors.${saveError}` : errorMessageKey(saveError);
  return (
    <Paper elevation={6} sx={{ position: 'sticky', bottom: 0, p: 2, zIndex: 2 }}>
      <Stack spacing={1.5}>
        {saveError && (
          <Alert severity="error" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
          <Typography id={statusId} role="status" variant="body2">
            {problemCount === 0 ? t('quizEditor.save.ready') : t('quizEditor.save.problems', { count: problemCount })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <PreviewButton quiz={preview} describedBy={statusId} />
            <Button
              variant="contained"
              size="large"
              startIcon={<SaveIcon aria-hidden />}
              disabled={problemCount > 0 || saving}
              onClick={onSave}
              aria-describedby={statusId}
            >
              {t('quizEditor.save.button')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
