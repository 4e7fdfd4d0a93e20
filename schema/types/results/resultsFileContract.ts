// TEMPORARY CONTRACT — DROP WHEN MERGING THE REAL requestResultsFile.
// The results-file mutation is built by another helper; this file only gives
// the client (features/results/request/) the agreed GraphQL shape to compile
// against. Every call answers serverBusy. The lead removes this file and its
// import in schema/index.ts when the real mutation lands (same names).
import { AppError } from '../../../server/services/errors.ts';
import { builder } from '../../builder.ts';
import { JobRef } from '../notifications/notifications.ts';
import type { JobWithFile } from '../../../server/services/jobs/jobs.ts';

const ResultsLevelEnum = builder.enumType('ResultsLevel', { values: ['ACCOUNT', 'QUIZ', 'PROGRAM'] as const });
const ResultsFormatEnum = builder.enumType('ResultsFormat', { values: ['XLSX', 'CSV'] as const });

const RequestResultsFileInput = builder.inputType('RequestResultsFileInput', {
  fields: (f) => ({
    level: f.field({ type: ResultsLevelEnum, required: true }),
    id: f.id({ description: "the quiz's or program's id; none for the account" }),
    format: f.field({ type: ResultsFormatEnum }),
  }),
});

const RequestResultsFilePayload = builder.objectRef<{ job: JobWithFile; fileUrl: string | null }>('RequestResultsFilePayload').implement({
  fields: (t) => ({
    job: t.field({ type: JobRef, resolve: (payload) => payload.job }),
    fileUrl: t.exposeString('fileUrl', { nullable: true }),
  }),
});

builder.mutationField('requestResultsFile', (t) =>
  t.field({
    type: RequestResultsFilePayload,
    errors: {},
    authScopes: { accountOwner: true, orgHolder: true },
    args: { input: t.arg({ type: RequestResultsFileInput, required: true }) },
    resolve: () => {
      throw new AppError('serverBusy');
    },
  }),
);
