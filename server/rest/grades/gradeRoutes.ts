// The legacy grade calls: the manual and external grading uploads and a
// learner's grade offset. The legacy client treats `true` as done and an
// `error` field as the alert keyed by it, so a batch whose every row was
// applied answers true, and one with refused rows answers the first refusal's
// code with the whole report (docs/decisions/grades.md). A malformed row
// refuses the batch: { error, line } with status 400.
import { gradeOffsetChange, gradeUpload } from '../../../domain/grades/gradeInputs.ts';
import { MAX_MANUAL_GRADE_ROWS } from '../../../domain/grades/gradeRows.ts';
import type { GradeUploadReport } from '../../services/grades/gradeUpload.ts';
import { setQuizExternalGrades } from '../../services/grades/externalGrades.ts';
import { setUserQuizGradeOffset } from '../../services/grades/gradeOffsets.ts';
import { setQuizGradesManually } from '../../services/grades/manualGrades.ts';
import { route, type Route } from '../route.ts';

function legacyAnswer(report: GradeUploadReport) {
  if (report.refused.length === 0) return true;
  return { error: report.refused[0].code, applied: report.applied, refused: report.refused };
}

export const adminRoutes: Record<string, Route> = {
  setQuizGradesManually: route({
    access: 'ACCOUNT_OWNER',
    // 50,000 rows of [e-mail, question id, grade] are about 3 MB of JSON.
    maxBodyBytes: 8_000_000,
    // Larger batches than the service takes still reach it, to be answered tooManyRows.
    maxItems: 2 * MAX_MANUAL_GRADE_ROWS,
    body: gradeUpload,
    handle: async (ctx, { quizId, grades }) => legacyAnswer(await setQuizGradesManually(ctx, quizId, grades)),
  }),
  setQuizExternalGrades: route({
    access: 'ACCOUNT_OWNER',
    body: gradeUpload,
    handle: async (ctx, { quizId, grades }) => legacyAnswer(await setQuizExternalGrades(ctx, quizId, grades)),
  }),
  setUserQuizGradeOffset: route({
    access: ['ACCOUNT_OWNER', 'ORG_HOLDER'],
    body: gradeOffsetChange,
    handle: async (ctx, change) => {
      await setUserQuizGradeOffset(ctx, change);
      return true;
    },
  }),
};
