import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { AnswerUploadContext } from '../../quiz/questions/AnswerUploadContext.ts';
import { keepFileInBrowser } from './previewUpload.ts';
import { QuizPreview } from './QuizPreview.tsx';

/** "Preview as learner": the whole screen, saying all along that nothing is recorded. Loaded when first opened. */
export default function QuizPreviewDialog({ quiz, onClose }: { quiz: Quiz; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const noticeId = useId();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} aria-describedby={noticeId}>
      <AppBar position="sticky" color="default">
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('quizEditor.preview.title')}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={t('quizEditor.preview.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Alert id={noticeId} severity="warning" square sx={{ borderRadius: 0 }}>
          {t('quizEditor.preview.nothingRecorded')}
        </Alert>
      </AppBar>
      <AnswerUploadContext.Provider value={keepFileInBrowser}>
        <QuizPreview quiz={quiz} />
      </AnswerUploadContext.Provider>
    </Dialog>
  );
}
