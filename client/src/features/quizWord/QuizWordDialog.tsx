import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { useFeedback } from '../account/activity/Feedback.tsx';
import { TreeDialog } from '../account/tree/dialogs/TreeDialog.tsx';
import { IsolatedSentence } from '../shell/userText/IsolatedSentence.tsx';
import type { QuizWordProgress } from './buildQuizDocument.ts';
import { quizLanguage } from './textDirection.ts';
import { useQuizDocument } from './useQuizDocument.ts';
import { useWordExport } from './useWordExport.ts';

interface Props {
  quizId: string;
  /** the item's name in the tree, for the title until the quiz is read */
  name: string;
  onClose: () => void;
}

/**
 * Word export (admin spec §2: "option to include answers"): reads the quiz,
 * proposes the language its texts are written in, and saves the document.
 * A quiz that cannot be read is said on the account home and the dialog
 * closes; a failed export is said and the dialog stays.
 */
export function QuizWordDialog({ quizId, name, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const loadQuiz = useQuizDocument();
  const { progress, exportQuiz } = useWordExport();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [includeAnswers, setIncludeAnswers] = useState(false);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const languageLabelId = useId();
  const screenLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const language = chosenLanguage ?? (quiz ? quizLanguage(quiz, screenLanguage) : screenLanguage);
  const busy = quiz === null || progress !== null;

  const loaded = useEffectEvent((outcome: Awaited<ReturnType<typeof loadQuiz>>) => {
    if (outcome.ok) return setQuiz(outcome.quiz);
    feedback.failure(outcome.code);
    onClose();
  });
  useEffect(() => {
    let current = true;
    void loadQuiz(quizId).then((outcome) => current && loaded(outcome));
    return () => {
      current = false;
    };
  }, [loadQuiz, quizId]);

  const download = async () => {
    if (quiz && (await exportQuiz(quiz, { includeAnswers, language }))) onClose();
  };

  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="quizWord.dialog.title" values={{ name: quiz?.name ?? name }} />}
      submitLabel={t('quizWord.dialog.download')}
      submitDisabled={busy}
      onSubmit={() => void download()}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormControlLabel
          control={<Checkbox checked={includeAnswers} onChange={(event) => setIncludeAnswers(event.target.checked)} />}
          label={t('quizWord.dialog.includeAnswers')}
          disabled={busy}
        />
        <FormControl disabled={busy}>
          <FormLabel id={languageLabelId}>{t('quizWord.dialog.language')}</FormLabel>
          <RadioGroup aria-labelledby={languageLabelId} value={language} onChange={(event) => isLanguage(event.target.value) && setChosenLanguage(event.target.value)}>
            {LANGUAGES.map((each) => (
              <FormControlLabel key={each} value={each} control={<Radio />} label={t(`quizWord.dialog.languages.${each}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <WorkStatus reading={quiz === null} progress={progress} />
      </Stack>
    </TreeDialog>
  );
}

/** What is being done, for the eye (a bar) and for a screen reader (a polite status). */
function WorkStatus({ reading, progress }: { reading: boolean; progress: QuizWordProgress | null }) {
  const { t } = useTranslation();
  const text = reading
    ? t('quizWord.dialog.reading')
    : progress?.step === 'images'
      ? t('quizWord.dialog.images', { done: progress.done, total: progress.total })
      : progress?.step === 'writing'
        ? t('quizWord.dialog.writing')
        : '';
  const percent = progress?.step === 'images' ? (100 * progress.done) / progress.total : null;
  return (
    <div>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {text}
      </Typography>
      {text !== '' && (
        <LinearProgress aria-label={text} variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} />
      )}
    </div>
  );
}
