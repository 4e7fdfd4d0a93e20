import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';
import { isSectionOnlyType } from '../../../../../domain/quiz/questionDefaults.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/**
 * A folded question's one line: the start of its text (in its own direction),
 * its points, and how many problems it has, so a folded question with
 * something to fix still says so.
 */
export function QuestionSummary({ question, problemCount }: { question: QuestionDraft; problemCount: number }) {
  const { t } = useTranslation();
  const text = question.text?.trim() ?? '';
  const points = isSectionOnlyType(question.type) ? 0 : question.weight;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" component="p" sx={{ flexGrow: 1, minWidth: 0 }} color={text ? 'text.primary' : 'text.secondary'}>
        {text ? <UserText truncate>{text}</UserText> : t('quizEditor.question.noText')}
      </Typography>
      {typeof points === 'number' && (
        <Typography variant="body2" component="p" color="text.secondary" sx={{ flexShrink: 0 }}>
          {t('quizEditor.question.points', { count: points })}
        </Typography>
      )}
      {problemCount > 0 && (
        <Typography variant="body2" component="p" color="error" sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          {t('quizEditor.question.problemCount', { count: problemCount })}
        </Typography>
      )}
    </Stack>
  );
}
