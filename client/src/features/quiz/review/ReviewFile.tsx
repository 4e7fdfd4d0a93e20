import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answer } from '../../../../../domain/quiz/types.ts';
import { safeLink } from '../safeLink.ts';

/** The last segment of the stored file's URL: the name the server kept for it. */
function fileNameOf(href: string): string {
  const segment = new URL(href).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment) || href;
  } catch (_malformed) {
    return segment || href;
  }
}

/** Type 3: a link to the file the learner uploaded, or a note that there is none. */
export function ReviewFile({ answer }: { answer: Answer | null }) {
  const { t } = useTranslation();
  // Only an http(s) link is followed: the URL comes from the answer.
  const href = safeLink(answer?.fileUrl);
  if (href === null) return <Typography color="text.secondary">{t('quizReview.file.none')}</Typography>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      <AttachFileIcon fontSize="small" aria-hidden />
      {t('quizReview.file.open', { name: fileNameOf(href) })}
    </Link>
  );
}
