// What a request for a results file says, checked: the level, what it names,
// the format and the language of the headers. The same check reads a job's
// stored payload back.
import { AppError } from '../../errors.ts';
import { RESULTS_LANGUAGES, type ResultsLanguage } from './resultsLabels.ts';
import { RESULTS_LEVELS, type ResultsLevel } from './resultsScope.ts';

export const RESULTS_FORMATS = ['xlsx', 'csv'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

export interface ResultsOptions {
  level: ResultsLevel;
  /** the quiz, program or account; null: the owner's own account (level account only) */
  id: string | null;
  format: ResultsFormat;
  language: ResultsLanguage;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string, fallback?: T): T {
  if ((value === undefined || value === null) && fallback) return fallback;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new AppError('invalid_data_entry', { field });
}

/** The level is required; the format is xlsx and the language Arabic unless said otherwise. */
export function resultsOptionsOf(input: { level?: unknown; id?: unknown; format?: unknown; language?: unknown }): ResultsOptions {
  const level = oneOf(RESULTS_LEVELS, input.level, 'level');
  const format = oneOf(RESULTS_FORMATS, input.format, 'format', 'xlsx');
  const language = oneOf(RESULTS_LANGUAGES, input.language, 'language', 'ar');
  const { id } = input;
  if (id === undefined || id === null || id === '') {
    if (level !== 'account') throw new AppError('invalid_data_entry', { field: 'id' });
    return { level, id: null, format, language };
  }
  if (typeof id !== 'string' || id.length > 200) throw new AppError('invalid_data_entry', { field: 'id' });
  return { level, id, format, language };
}
