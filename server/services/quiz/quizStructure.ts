// A quiz's structure (settings, sections, questions) for the typed GraphQL
// `Quiz`, read for one viewer. Who reads what is decided here, by the rules
// that already decide it elsewhere:
//   the account's owner: the quiz whole, answer keys and settings included,
//     for the quizzes the editor opens for them (ownQuiz);
//   a learner: what the quiz screen receives (learnerQuizContent), for the
//     quizzes they may open (quizForLearner and assertLearnerMayOpen), and
//     none of the owner's settings;
//   anyone else: nothing.
// The structure is the quiz as learners take it and as submissions are graded
// (its columns); the owner's unpublished draft stays the editor's (QuizDocument).
import { learnerQuizContent } from '../../../domain/quiz/learnerView.ts';
import type { QuizContent, QuizSettings } from '../../../domain/quiz/types.ts';
import { isLearner } from '../../auth/scopes.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { RequestContext } from '../../context.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { ownQuiz } from '../quizEditor/quizEditing.ts';
import { assertLearnerMayOpen, quizForLearner } from './quizAccess.ts';
import { quizDocumentOf } from './quizDocument.ts';

export type QuizAudience = 'owner' | 'learner';

export interface QuizView {
  /** the row; a learner's has no draft */
  quiz: Quiz;
  audience: QuizAudience;
  /** the viewer it was read for: it answers in that viewer's requests only */
  readFor: Viewer;
  /** the owner's: every key; a learner's: as the quiz screen receives it */
  content: QuizContent;
  /** the owner's settings; null for a learner */
  settings: QuizSettings | null;
}

/** The quiz as the owner sees it, from a row the owner's rules already read (editor, results). */
export function ownerQuizView(ctx: RequestContext, quiz: Quiz): QuizView {
  if (requireOwnAccountId(ctx) !== quiz.accountId || quiz.deletedAt) throw new AppError('notFound', { field: 'quizId' });
  const { content, settings } = quizDocumentOf(quiz);
  return { quiz, audience: 'owner', readFor: ctx.viewer, content, settings };
}

/**
 * The quiz as the viewer may read it, or an AppError: unauthenticated,
 * forbidden (staff who do not own it), notFound, or the code of the quiz
 * access rule that keeps a learner out (quizNotActive, userNotRegistered, …).
 */
export async function quizViewFor(ctx: RequestContext, quizId: string): Promise<QuizView> {
  const { viewer } = ctx;
  if (isLearner(viewer)) {
    const learnerQuiz = await quizForLearner(ctx, quizId);
    await assertLearnerMayOpen(ctx, learnerQuiz);
    const { quiz } = learnerQuiz;
    return { quiz, audience: 'learner', readFor: viewer, content: learnerQuizContent(quizDocumentOf(quiz).content), settings: null };
  }
  return ownerQuizView(ctx, await ownQuiz(ctx, quizId));
}

/** quizViewFor, or null when the viewer may not read the quiz (node(id:) answers nothing then). */
export async function readableQuizView(ctx: RequestContext, quizId: string): Promise<QuizView | null> {
  try {
    return await quizViewFor(ctx, quizId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
