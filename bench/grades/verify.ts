// The check after the upload: every stored manual grade is the file's, and
// every submission's result and per-question scores are what gradeSubmission
// gives for its answers with the file's grades, at its submission time.
import { gradeSubmission } from '../../domain/quiz/score.ts';
import type { Answers } from '../../domain/quiz/types.ts';
import type { Db } from '../../server/db/database.ts';
import { quizDocumentOf } from '../../server/services/quiz/quizDocument.ts';
import type { SeededExam } from '../exam/setup.ts';
import type { GradeFile } from './seed.ts';

export interface GradesVerdict {
  submissions: number;
  manualGrades: number;
  /** manual grades stored other than the file says, or missing */
  wrongGrades: number;
  /** submissions whose result, max grade or a question's score is not gradeSubmission's */
  wrongResults: number;
}

export async function verifyGrades(prisma: Db, exam: SeededExam, file: GradeFile): Promise<GradesVerdict> {
  const quiz = await prisma.quiz.findUniqueOrThrow({ where: { id: exam.quizId } });
  const document = quizDocumentOf(quiz);
  const [submissions, stored] = await Promise.all([
    prisma.submission.findMany({
      where: { quizId: quiz.id },
      select: { answers: true, result: true, maxGrade: true, submittedAt: true, learner: { select: { email: true } }, scores: true },
    }),
    prisma.manualGrade.findMany({ where: { quizId: quiz.id }, select: { questionId: true, grade: true, learner: { select: { email: true } } } }),
  ]);

  let wrongGrades = 0;
  for (const grade of stored) if (file.gradesByEmail.get(grade.learner.email)?.[grade.questionId] !== grade.grade) wrongGrades += 1;
  const expectedCount = [...file.gradesByEmail.values()].reduce((total, grades) => total + Object.keys(grades).length, 0);
  wrongGrades += Math.max(0, expectedCount - stored.length);

  let wrongResults = 0;
  for (const submission of submissions) {
    const expected = gradeSubmission(document, submission.answers as Answers, {
      now: submission.submittedAt,
      manualGrades: file.gradesByEmail.get(submission.learner.email),
    });
    const scores = new Map(submission.scores.map((score) => [score.questionId, score]));
    const scoresRight =
      scores.size === expected.perQuestion.length &&
      expected.perQuestion.every((question) => scores.get(question.questionId)?.score === question.score && scores.get(question.questionId)?.maxScore === question.maxScore);
    if (submission.result !== expected.result || submission.maxGrade !== expected.maxGrade || !scoresRight) wrongResults += 1;
  }
  return { submissions: submissions.length, manualGrades: stored.length, wrongGrades, wrongResults };
}
