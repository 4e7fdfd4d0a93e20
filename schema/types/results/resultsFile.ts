// The account owner asks for a results file: the job that writes it, and the
// signed URL the file will have (404 until the job is done). Readiness comes
// by jobProgress(id) and notificationAdded (schema/types/notifications/).
import { z } from 'zod';
import { resultsRequest } from '../../../domain/results/resultsInputs.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { JobRef } from '../notifications/notifications.ts';
import { ProgramRef } from '../program/program.ts';
import { QuizRef } from '../quiz/quizRef.ts';
import { requestResultsFile, type RequestedResults } from '../../../server/services/results/requestResults.ts';

// GraphQL's upper-case names for the values the service takes
const ResultsLevelEnum = builder.enumType('ResultsLevel', {
  values: { ACCOUNT: { value: 'account' }, QUIZ: { value: 'quiz' }, PROGRAM: { value: 'program' } } as const,
});
const ResultsFormatEnum = builder.enumType('ResultsFormat', { values: { XLSX: { value: 'xlsx' }, CSV: { value: 'csv' } } as const });
export const ResultsLanguageEnum = builder.enumType('ResultsLanguage', { values: { AR: { value: 'ar' }, EN: { value: 'en' } } as const });

/**
 * The input with its id decoded by the Relay plugin (a Quiz's, a Program's or
 * an Account's global id), then the request's own check. An id of another of
 * these types than the level's names no row of the level: notFound, as for
 * an id of nothing (the level's id field, as admin/getResults answers).
 */
const decodedResultsRequest = z.preprocess((input) => {
  const { id } = input as { id?: { id: string } | null };
  return { ...(input as object), id: id?.id ?? null };
}, resultsRequest);

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
            id: f.globalID({
              for: [QuizRef, ProgramRef, AccountRef],
              description: "the quiz's or the program's global id; for ACCOUNT none (the own account) or the account's",
            }),
            format: f.field({ type: ResultsFormatEnum, description: 'XLSX unless CSV is asked for' }),
            language: f.field({ type: ResultsLanguageEnum, description: 'of the headers and pass/fail words; AR unless EN is asked for' }),
          }),
        }).validate(decodedResultsRequest),
      }),
    },
    resolve: (_root, { input }, ctx) => requestResultsFile(ctx, input),
  }),
);
