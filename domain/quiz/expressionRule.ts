// The editor's rule for a quiz's (or program item's) logic expression: in
// expression mode a written expression must read over the aliases of the
// chosen quizzes (admin spec §5 "Logic expression"). A blank one sets no
// condition (prerequisites.ts), so it passes. Kept apart from
// prepareQuizForSave, which judges the quiz's own content; callers ask both.
import type { QuizProblem } from './document.ts';
import { checkExpressionSyntax, expressionParameters, type LogicExpression } from './expression.ts';

interface ExpressionSettings {
  useExpression?: boolean | null;
  prerequisites?: readonly string[] | null;
  expression?: LogicExpression | null;
}

export function expressionProblems(settings: ExpressionSettings): QuizProblem[] {
  if (!settings.useExpression) return [];
  const code = settings.expression?.code ?? '';
  if (code.trim() === '') return [];
  const aliases = expressionParameters(settings.prerequisites ?? []).map(({ alias }) => alias);
  const check = checkExpressionSyntax(code, aliases);
  if (check.ok) return [];
  return [{ path: 'expression.code', code: check.code, message: `Invalid expression (${check.problem} at ${check.at})` }];
}

/** The expression to save: the code as written, its parameters the chosen quizzes aliased A, B, ... in order. */
export function expressionFor(code: string, prerequisites: readonly string[]): LogicExpression {
  return { code, parameters: expressionParameters(prerequisites) };
}
