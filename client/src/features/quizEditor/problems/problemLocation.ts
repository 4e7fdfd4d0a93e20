import type { TFunction } from 'i18next';

/** Where a problem is, for the summary: "Section 2, question 1", "Pass grade", "The quiz". */
export function problemLocation(t: TFunction, path: string): string {
  const segments = path.split('.');
  const [first, second, third, fourth] = segments;
  if (first === 'sections' && second !== undefined) {
    const section = Number(second) + 1;
    if (third === 'questions' && fourth !== undefined) {
      return t('quizEditor.summary.sectionQuestion', { section, question: Number(fourth) + 1 });
    }
    return t('quizEditor.summary.section', { section });
  }
  if (first === 'questions' && second !== undefined) return t('quizEditor.summary.question', { question: Number(second) + 1 });
  if (first === '') return t('quizEditor.summary.quiz');
  return t(`quizEditor.summary.fields.${first}`, { defaultValue: t('quizEditor.summary.settings') });
}
