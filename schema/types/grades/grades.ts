// The account owner's grade uploads (manual and external grading files) and a
// learner's grade offset, over the services the legacy calls use. Rows are
// lists of strings, the cells as the client's CSV parser read them. A
// malformed row refuses the batch as an AppError with its code and line;
// rows not stored for their own reason come back in `refused`.
import { z } from 'zod';
import { gradeOffsetField, learnerEmailField } from '../../../domain/grades/gradeInputs.ts';
import type { RowRefusal } from '../../../domain/grades/gradeRows.ts';
import type { GradeUploadReport } from '../../../server/services/grades/gradeUpload.ts';
import { setQuizExternalGrades } from '../../../server/services/grades/externalGrades.ts';
import { setUserQuizGradeOffset } from '../../../server/services/grades/gradeOffsets.ts';
import { setQuizGradesManually } from '../../../server/services/grades/manualGrades.ts';
import { manualGradesTemplate } from '../../../server/services/grades/manualGradesTemplate.ts';
import { builder } from '../../builder.ts';
import { ErrorCodeEnum } from '../../errors.ts';
import { QuizRef } from '../quiz/quizRef.ts';
import { ResultsLanguageEnum } from '../results/resultsFile.ts';

const GradeRowRefusalRef = builder.objectRef<RowRefusal>('GradeRowRefusal').implement({
  description: 'A row of an uploaded batch that was not stored.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'its 1-based position in the batch' }),
    code: t.field({ type: ErrorCodeEnum, description: 'noSubmission, invalidEmail', resolve: (refusal) => refusal.code }),
  }),
});

function uploadPayload(name: string) {
  return builder.objectRef<GradeUploadReport>(name).implement({
    fields: (t) => ({
      applied: t.exposeInt('applied', { description: 'rows stored (uploading the same rows again stores the same)' }),
      refused: t.field({ type: [GradeRowRefusalRef], resolve: (report) => report.refused }),
    }),
  });
}

function uploadInput(name: string, rowsDescription: string) {
  return builder.inputType(name, {
    fields: (f) => ({
      quizId: f.globalID({ required: true, for: QuizRef }),
      rows: f.field({ type: f.listRef(f.listRef('String')), required: true, description: rowsDescription }),
    }),
  });
}

const SetQuizManualGradesInput = uploadInput(
  'SetQuizManualGradesInput',
  '[e-mail, question, grade] rows (the question by id, or by its number in the quiz editor: "3", "2.3" in a quiz of several sections), ' +
    'or the rows of the manualGradesTemplate file, its header first; at most 10,000 a call over GraphQL (the edge guard’s list limit)',
);
const SetQuizExternalGradesInput = uploadInput('SetQuizExternalGradesInput', '[e-mail, grade] rows, at most 100 a call');

builder.mutationField('setQuizManualGrades', (t) =>
  t.field({
    type: uploadPayload('SetQuizManualGradesPayload'),
    description: 'Manual grades of a quiz not graded externally: each replaces the automatic score of its question; submissions are regraded.',
    errors: {},
    authScopes: { accountOwner: true },
    args: { input: t.arg({ type: SetQuizManualGradesInput, required: true }) },
    resolve: (_root, { input }, ctx) => setQuizGradesManually(ctx, input.quizId.id, input.rows),
  }),
);

builder.mutationField('setQuizExternalGrades', (t) =>
  t.field({
    type: uploadPayload('SetQuizExternalGradesPayload'),
    description: 'The grades of an externally graded quiz, by e-mail.',
    errors: {},
    authScopes: { accountOwner: true },
    args: { input: t.arg({ type: SetQuizExternalGradesInput, required: true }) },
    resolve: (_root, { input }, ctx) => setQuizExternalGrades(ctx, input.quizId.id, input.rows),
  }),
);

builder.queryField('manualGradesTemplate', (t) =>
  t.field({
    type: 'String',
    description:
      'The manual grading template of a quiz not graded externally, as CSV text (UTF-8 with a byte-order mark): a row per learner ' +
      'who submitted (e-mail, name), a column per question graded by hand headed by its number in the quiz editor and its text. ' +
      'setQuizManualGrades takes the file back as it is filled in.',
    errors: {},
    authScopes: { accountOwner: true },
    args: {
      quizId: t.arg.globalID({ required: true, for: QuizRef }),
      language: t.arg({ type: ResultsLanguageEnum, description: 'of the e-mail and name headers; AR unless EN is asked for' }),
    },
    resolve: (_root, args, ctx) => manualGradesTemplate(ctx, args.quizId.id, args.language ?? 'ar'),
  }),
);

const SetQuizGradeOffsetPayload = builder.objectRef<{ gradeOffset: number; result: number | null }>('SetQuizGradeOffsetPayload').implement({
  fields: (t) => ({
    gradeOffset: t.exposeInt('gradeOffset'),
    result: t.exposeInt('result', {
      nullable: true,
      description: "the learner's result with the offset; null without a submission (or, externally graded, without a grade)",
    }),
  }),
});

builder.mutationField('setQuizGradeOffset', (t) =>
  t.field({
    type: SetQuizGradeOffsetPayload,
    description: "A learner's grade offset on a quiz (-10,000 to 10,000), added to their result.",
    errors: {},
    authScopes: { accountOwner: true, orgHolder: true },
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('SetQuizGradeOffsetInput', {
            fields: (f) => ({
              quizId: f.globalID({ required: true, for: QuizRef }),
              email: f.string({ required: true }),
              gradeOffset: f.int({ required: true }),
            }),
          })
          // the quiz id arrives decoded by the Relay plugin; the offset is checked before the e-mail, as over REST
          .validate(z.object({ quizId: z.object({ id: z.string() }).transform(({ id }) => id), gradeOffset: gradeOffsetField, email: learnerEmailField })),
      }),
    },
    resolve: (_root, { input }, ctx) => setUserQuizGradeOffset(ctx, input),
  }),
);
