// The account owner asks for a results file: the job that writes it, and the
// signed URL the file will have (404 until the job is done). Readiness comes
// by jobProgress(id) and notificationAdded (schema/types/notifications/).
import { builder } from '../../builder.ts';
import { JobRef } from '../notifications/notifications.ts';
import { requestResultsFile, type RequestedResults } from '../../../server/services/results/requestResults.ts';

// GraphQL's upper-case names for the values the service takes
const ResultsLevelEnum = builder.enumType('ResultsLevel', {
  values: { ACCOUNT: { value: 'account' }, QUIZ: { value: 'quiz' }, PROGRAM: { value: 'program' } } as const,
});
const ResultsFormatEnum = builder.enumType('ResultsFormat', { values: { XLSX: { value: 'xlsx' }, CSV: { value: 'csv' } } as const });
export const ResultsLanguageEnum = builder.enumType('ResultsLanguage', { values: { AR: { value: 'ar' }, EN: { value: 'en' } } as const });

const RequestResultsFilePayload = builder.objectRef<RequestedResults>('RequestResultsFilePayload').implement({
  fields: (t) => ({
    job: t.field({ type: JobRef, resolve: (payload) => payload.job }),
    fileUrl: t.exposeString('fileUrl', { description: 'Where the file will be read, signed for 24 hours; 404 until the job is done.' }),
  }),
});

builder.mutationField('requestResultsFile', (t) =>
  t.field({
    type: RequestResultsFilePayload,
    description:
      "Starts writing the results file of the owner's account, one of its programs or one of its quizzes: one row per learner, " +
      'a sheet of scores per question for a quiz. Headers in the language asked for (Arabic by default, right to left).',
    errors: {},
    authScopes: { accountOwner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RequestResultsFileInput', {
          fields: (f) => ({
            level: f.field({ type: ResultsLevelEnum, required: true }),
            id: f.id({ description: "the quiz's or program's id, as the editor's inputs take it; for ACCOUNT none (the own account) or the account's" }),
            format: f.field({ type: ResultsFormatEnum, description: 'XLSX unless CSV is asked for' }),
            language: f.field({ type: ResultsLanguageEnum, description: 'of the headers and pass/fail words; AR unless EN is asked for' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) =>
      requestResultsFile(ctx, { level: input.level, id: input.id ?? undefined, format: input.format, language: input.language }),
  }),
);
