// The manual grading template of a quiz (issue 30): a CSV the teacher fills
// in and uploads back as it is. One row per learner who submitted (e-mail,
// name), one column per question graded by hand, headed by its number as the
// quiz editor shows it and the start of its text ("3 — Write about the
// Nile"). UTF-8 with a byte-order mark and CRLF, as the results files are, so
// spreadsheet programs read Arabic right; formula-like cells are escaped.
import Papa from 'papaparse';
import { gradedQuestionsOf, templateQuestionsOf, type GradedQuestion } from '../../../domain/grades/gradedQuestions.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';
import { labelOf, type ResultsLanguage } from '../results/resultsLabels.ts';
import { shortTextOf } from '../results/resultsScope.ts';
import { FORMULA_LIKE } from '../results/resultsWriters.ts';

/** `3 — Write about the Nile`: what the upload reads the column's question from (questionNumberIn). */
export function templateHeaderOf(question: GradedQuestion): string {
  const text = shortTextOf(question.text);
  return text ? `${question.number} — ${text}` : question.number;
}

/** The template's text; the account owner of the quiz only (as the upload), not for an externally graded quiz. */
export async function manualGradesTemplate(ctx: RequestContext, quizId: string, language: ResultsLanguage = 'ar'): Promise<string> {
  const quiz = await managedQuiz(ctx, quizId, 'owner');
  if (quiz.externalGrades) throw new AppError('externalQuiz', { field: 'quizId' });
  const questions = templateQuestionsOf(gradedQuestionsOf(quizDocumentOf(quiz).content));
  const learners = await ctx.prisma.learner.findMany({
    where: { organizationId: quiz.organizationId, erasedAt: null, submissions: { some: { quizId: quiz.id } } },
    select: { email: true, name: true },
    orderBy: { email: 'asc' },
  });
  const header = [labelOf('email', language), labelOf('name', language), ...questions.map(templateHeaderOf)];
  const rows = learners.map((learner) => [learner.email, learner.name, ...questions.map(() => '')]);
  return `\uFEFF${Papa.unparse([header, ...rows], { escapeFormulae: FORMULA_LIKE, newline: '\r\n' })}\r\n`;
}
