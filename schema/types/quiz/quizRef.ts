// The Quiz node's reference, apart from its fields (quizNode.ts): the
// editor's, the results' and the grades' arguments take quiz ids by it
// (`globalID({ for: QuizRef })`), and quizNode.ts adds fields to the editor's
// and the results' types, so the reference sits where all can import it
// without a cycle.
import type { QuizView } from '../../../server/services/quiz/quizStructure.ts';
import { builder } from '../../builder.ts';

export const QuizRef = builder.objectRef<QuizView>('Quiz');
