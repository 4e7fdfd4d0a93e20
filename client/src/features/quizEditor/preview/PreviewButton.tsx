import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { LoadingOverlay } from '../LoadingOverlay.tsx';

// The learner's quiz components come with the preview, not with the editor.
const QuizPreviewDialog = lazy(() => import('./QuizPreviewDialog.tsx'));

interface Props {
  /** the editor's current content once it passes the editor's rules; null while it has problems */
  quiz: Quiz | null;
  /** the id of the text saying why the quiz cannot be previewed yet */
  describedBy: string;
}

/** Opens the quiz as a learner sees it, unsaved changes included. */
export function PreviewButton({ quiz, describedBy }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="large" startIcon={<VisibilityIcon aria-hidden />} disabled={quiz === null} onClick={() => setOpen(true)} aria-describedby={describedBy}>
        {t('quizEditor.preview.open')}
      </Button>
      {open && quiz && (
        <Suspense fallback={<LoadingOverlay />}>
          <QuizPreviewDialog quiz={quiz} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
