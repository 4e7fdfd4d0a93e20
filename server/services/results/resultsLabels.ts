// The words of a results file, in both languages, in one table: the file is
// made on the server, so these are not the client's i18n texts. The language
// is the request's (docs/decisions/results.md); Arabic is the default.
import type { ResultsLanguage } from '../../../domain/results/resultsInputs.ts';

export type { ResultsLanguage };

const LABELS = {
  email: { ar: 'البريد الإلكتروني', en: 'E-mail' },
  name: { ar: 'الاسم', en: 'Name' },
  telegram: { ar: 'تيليجرام', en: 'Telegram' },
  result: { ar: 'الدرجة', en: 'Result' },
  maxGrade: { ar: 'الدرجة العظمى', en: 'Max' },
  gradeOffset: { ar: 'تعديل الدرجة', en: 'Grade offset' },
  passFail: { ar: 'النجاح', en: 'Pass/fail' },
  submittedAt: { ar: 'وقت التسليم', en: 'Submitted at' },
  total: { ar: 'المجموع', en: 'Total' },
  totalMax: { ar: 'الدرجة العظمى للمجموع', en: 'Total max' },
  passedAll: { ar: 'النجاح في الكل', en: 'Passed all' },
  passed: { ar: 'ناجح', en: 'Passed' },
  failed: { ar: 'راسب', en: 'Failed' },
  question: { ar: 'س', en: 'Q' },
  resultsSheet: { ar: 'النتائج', en: 'Results' },
  questionsSheet: { ar: 'درجات الأسئلة', en: 'Question scores' },
} as const satisfies Record<string, Record<ResultsLanguage, string>>;

export type ResultsLabel = keyof typeof LABELS;

export function labelOf(label: ResultsLabel, language: ResultsLanguage): string {
  return LABELS[label][language];
}

export function passFailText(passed: boolean | null, language: ResultsLanguage): string {
  return passed === null ? '' : labelOf(passed ? 'passed' : 'failed', language);
}
