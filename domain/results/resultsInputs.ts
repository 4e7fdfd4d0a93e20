// What a request for a results file says, as a schema (docs/architecture.md,
// "An input"): the level, the format and the language of the headers, then
// what it names (the quiz, the program or the account; none for the owner's
// own account). admin/getResults, requestResultsFile and the job reading its
// stored payload back take the same check. A learner's results of an account
// (user/getUserResults) name the account.
import { z } from 'zod';

export const RESULTS_LEVELS = ['account', 'quiz', 'program'] as const;
export type ResultsLevel = (typeof RESULTS_LEVELS)[number];
export const RESULTS_FORMATS = ['xlsx', 'csv'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];
export const RESULTS_LANGUAGES = ['ar', 'en'] as const;
export type ResultsLanguage = (typeof RESULTS_LANGUAGES)[number];

const invalid = { error: 'invalid_data_entry' } as const;

/** One of `values`; absent (undefined or null) is `fallback` when there is one. */
const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback?: T) =>
  z.preprocess((value) => (value === undefined || value === null ? fallback : value), z.enum(values, invalid));

export const resultsRequest = z
  .object({
    level: oneOf(RESULTS_LEVELS),
    format: oneOf(RESULTS_FORMATS, 'xlsx'),
    language: oneOf(RESULTS_LANGUAGES, 'ar'),
    // none (undefined, null or ''): the owner's own account, which only the account level may name
    id: z.preprocess((value) => (value === undefined || value === null || value === '' ? null : value), z.string(invalid).max(200, invalid).nullable()),
  })
  .superRefine(({ level, id }, context) => {
    if (id === null && level !== 'account') context.addIssue({ code: 'custom', message: 'invalid_data_entry', path: ['id'] });
  });

export type ResultsOptions = z.output<typeof resultsRequest>;

/** user/getUserResults: the account whose results the learner reads. */
export const learnerResultsQuery = z.object({ accountId: z.string(invalid).min(1, invalid) });
