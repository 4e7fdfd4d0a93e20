import { useCallback, useEffect, useRef, useState } from 'react';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';
import { downloadBlob, downloadFileName } from '../../storage/downloadFile.ts';
import { useFeedback } from '../account/activity/Feedback.tsx';
import type { QuizWordProgress } from './buildQuizDocument.ts';
import { fetchQuizImage } from './fetchQuizImage.ts';

export interface WordExportChoices {
  includeAnswers: boolean;
  language: Language;
}

/**
 * Builds the quiz's Word document and saves it as `<quiz name>.docx`,
 * telling how far it got (null: not working). The builder and docx are
 * fetched on the first export only. Resolves true once the file is saved;
 * after the dialog is gone nothing is saved.
 */
export function useWordExport(): { progress: QuizWordProgress | null; exportQuiz: (quiz: Quiz, choices: WordExportChoices) => Promise<boolean> } {
  const feedback = useFeedback();
  const [progress, setProgress] = useState<QuizWordProgress | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const exportQuiz = useCallback(
    async (quiz: Quiz, { includeAnswers, language }: WordExportChoices) => {
      setProgress({ step: 'writing' });
      try {
        const { buildQuizDocument } = await import('./buildQuizDocument.ts');
        const built = await buildQuizDocument(quiz, {
          includeAnswers,
          language,
          fetchImage: fetchQuizImage,
          baseUrl: window.location.origin,
          onProgress: (next) => mounted.current && setProgress(next),
        });
        if (!mounted.current) return false;
        const fileName = downloadFileName(quiz.name, 'docx');
        downloadBlob(built.file, fileName);
        if (built.missingImages > 0) feedback.problem('quizWord.notices.missingImages', { fileName, count: built.missingImages });
        else feedback.success('quizWord.notices.saved', { fileName });
        return true;
      } catch (error) {
        console.error('Word export failed', error);
        feedback.failure('unknown');
        return false;
      } finally {
        if (mounted.current) setProgress(null);
      }
    },
    [feedback],
  );

  return { progress, exportQuiz };
}
