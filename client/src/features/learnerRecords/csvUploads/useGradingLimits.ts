// The quiz a grading dialog checks its file against, loaded when the dialog
// opens (the tree holds only the quizzes' names and flags).
import { useEffect, useState } from 'react';
import { useQuizDocument } from '../../quizWord/useQuizDocument.ts';
import { gradingLimitsOf, type GradingLimits } from './quizGradingLimits.ts';

export type GradingLimitsState = { status: 'loading' } | { status: 'failed'; code: string } | { status: 'ready'; limits: GradingLimits };

export function useGradingLimits(quizId: string): GradingLimitsState {
  const loadQuiz = useQuizDocument();
  const [state, setState] = useState<GradingLimitsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadQuiz(quizId).then((load) => {
      if (current) setState(load.ok ? { status: 'ready', limits: gradingLimitsOf(load.quiz) } : { status: 'failed', code: load.code });
    });
    return () => {
      current = false;
    };
  }, [loadQuiz, quizId]);
  return state;
}
