// What the grade tests share: learners who took a quiz through the real
// calls, their results as the learner reads them, and the result the grading
// code gives for what is stored (answers, manual grades, offset), to compare.
import { gradeSubmission } from '../../domain/quiz/score.ts';
import type { Answers } from '../../domain/quiz/types.ts';
import { quizDocumentOf } from '../services/quiz/quizDocument.ts';
import type { quizFixtures } from './quizFixtures.ts';
import type { TestApp } from './testApp.ts';

type Fixtures = ReturnType<typeof quizFixtures>;
export type Learner = Awaited<ReturnType<Fixtures['learner']>>;

/** The grade mutations, each answering its payload or the AppError. */
export const MANUAL = `mutation($input: SetQuizManualGradesInput!) { setQuizManualGrades(input: $input) {
  __typename
  ... on MutationSetQuizManualGradesSuccess { data { applied refused { line code } } }
  ... on AppError { code line field }
} }`;
export const EXTERNAL = `mutation($input: SetQuizExternalGradesInput!) { setQuizExternalGrades(input: $input) {
  __typename
  ... on MutationSetQuizExternalGradesSuccess { data { applied refused { line code } } }
  ... on AppError { code line field }
} }`;
export const OFFSET = `mutation($input: SetQuizGradeOffsetInput!) { setQuizGradeOffset(input: $input) {
  __typename
  ... on MutationSetQuizGradeOffsetSuccess { data { gradeOffset result } }
  ... on AppError { code field }
} }`;

let submitKeys = 0;

export function gradeFixtures(app: TestApp, fx: Fixtures) {
  /** Opens the quiz and submits these answers as the learner. */
  async function submit(learner: Learner, quizId: string, answers: Answers): Promise<void> {
    const opened = await app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);
    if (opened.status !== 200) throw new Error(`takeQuiz: ${JSON.stringify(opened.body)}`);
    const body = { quizId, email: learner.email, attemptId: opened.body.data.attempt.id, answers, submitKey: `grades-${++submitKeys}` };
    const submitted = await app.rest('user/submitQuiz', body, learner.token);
    if (submitted.status !== 200) throw new Error(`submitQuiz: ${JSON.stringify(submitted.body)}`);
  }

  return {
    submit,
    /** A new learner of the dev organisation who submitted these answers. */
    async submitted(quizId: string, answers: Answers): Promise<Learner> {
      const learner = await fx.learner();
      await submit(learner, quizId, answers);
      return learner;
    },
    /** The learner's result as user/getUserQuizResult answers it. */
    async resultOf(learner: Learner, quizId: string): Promise<number | null> {
      const { status, body } = await app.rest('user/getUserQuizResult', { quizId, email: learner.email }, learner.token);
      if (status !== 200) throw new Error(`getUserQuizResult: ${JSON.stringify(body)}`);
      return body.data.result;
    },
    /** The stored submission beside what gradeSubmission makes of its answers, manual grades and offset. */
    async storedAndRegraded(learnerId: string, quizId: string) {
      const db = fx.db();
      const quiz = await db.quiz.findUniqueOrThrow({ where: { id: quizId } });
      const submission = await db.submission.findUniqueOrThrow({ where: { quizId_learnerId: { quizId, learnerId } }, include: { scores: true } });
      const manual = await db.manualGrade.findMany({ where: { quizId, learnerId } });
      const offset = await db.gradeOffset.findUnique({ where: { quizId_learnerId: { quizId, learnerId } } });
      const expected = gradeSubmission(quizDocumentOf(quiz), submission.answers as Answers, {
        now: submission.submittedAt,
        manualGrades: Object.fromEntries(manual.map((grade) => [grade.questionId, grade.grade])),
        gradeOffset: offset?.offset,
        // startTestApp reads no environment: deadlines are in UTC
        timeZoneOffsetMinutes: 0,
      });
      const scores = Object.fromEntries(submission.scores.map((score) => [score.questionId, score.score]));
      return {
        stored: { result: submission.result, maxGrade: submission.maxGrade, scores },
        expected: {
          result: expected.result,
          maxGrade: expected.maxGrade,
          scores: Object.fromEntries(expected.perQuestion.map((score) => [score.questionId, score.score])),
        },
      };
    },
  };
}
