// The account owner asks for a results file: the job that writes it, and the
// signed URL the file will have (404 until the job is done). Readiness comes
// by jobProgress(id) and notificationAdded (schema/types/notifications/).
import { builder } from '../../builder.ts';
import { decodeIDOrThrow } from '../../ids.ts';
import { JobRef } from '../notifications/notifications.ts';
import { RESULTS_LANGUAGES } from '../../../server/services/results/resultsLabels.ts';
import { RESULTS_FORMATS } from '../../../server/services/results/resultsOptions.ts';
import { RESULTS_LEVELS, type ResultsLevel } from '../../../server/services/results/resultsScope.ts';
import { requestResultsFile, type RequestedResults } from '../../../server/services/results/requestResults.ts';

const ResultsLevelEnum = builder.enumType('ResultsLevel', { values: RESULTS_LEVELS });
const ResultsFormatEnum = builder.enumType('ResultsFormat', { values: RESULTS_FORMATS });
const ResultsLanguageEnum = builder.enumType('ResultsLanguage', { values: RESULTS_LANGUAGES });

/** The node type a level's id is the global id of. */
const NODE_TYPE_OF: Record<ResultsLevel, string> = { account: 'Account', quiz: 'Quiz', program: 'Program' };

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
            id: f.id({ required: true, description: 'The Account, Program or Quiz the level names.' }),
            format: f.field({ type: ResultsFormatEnum, description: 'xlsx unless csv is asked for' }),
            language: f.field({ type: ResultsLanguageEnum, description: 'of the headers and pass/fail words; ar unless en is asked for' }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) =>
      requestResultsFile(ctx, {
        level: input.level,
        id: decodeIDOrThrow(NODE_TYPE_OF[input.level], String(input.id), 'id'),
        format: input.format,
        language: input.language,
      }),
  }),
);
