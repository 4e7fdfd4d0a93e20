// Whether a program, program item or quiz is open to a learner. Programs,
// items and quizzes carry the same settings: prerequisite quizzes combined
// with AND (or OR), or instead a logic expression, and tracks.
//
// In an expression each alias is the learner's pass flag for its quiz: 1 when
// passed, 0 otherwise. So 'A & B', 'A | B' and 'A + B + C >= 2' ("any two of
// three") read as the list modes do; the editor's syntax check, which reads
// every alias as 1, is the case "every quiz passed".

import { evaluateExpression, type LogicExpression } from './expression.ts';

export interface PrerequisiteSettings {
  /** quiz ids */
  prerequisites?: readonly string[] | null;
  /** true: one passed quiz is enough; otherwise all must be passed */
  prerequisitesOperationOR?: boolean | null;
  /** track ids; the learner must be in one of them when any are listed */
  tracks?: readonly string[] | null;
  /** true: the expression decides instead of prerequisites and the OR switch */
  useExpression?: boolean | null;
  expression?: LogicExpression | null;
}

export interface PrerequisiteLearner {
  passedQuizIds: ReadonlySet<string>;
  trackIds: ReadonlySet<string>;
}

/** Why a learner may not open something; the quiz call answers prerequisitesNotPassed for all three. */
export type PrerequisiteBlock = 'notInTrack' | 'prerequisitesNotPassed' | 'invalidExpression';

export type PrerequisiteCheck = { open: true } | { open: false; reason: PrerequisiteBlock };

export function checkPrerequisites(settings: PrerequisiteSettings, learner: PrerequisiteLearner): PrerequisiteCheck {
  const tracks = settings.tracks ?? [];
  if (tracks.length > 0 && !tracks.some((track) => learner.trackIds.has(track))) {
    return { open: false, reason: 'notInTrack' };
  }
  return settings.useExpression ? expressionCheck(settings.expression, learner) : listCheck(settings, learner);
}

export function prerequisitesMet(settings: PrerequisiteSettings, learner: PrerequisiteLearner): boolean {
  return checkPrerequisites(settings, learner).open;
}

function listCheck(settings: PrerequisiteSettings, learner: PrerequisiteLearner): PrerequisiteCheck {
  const quizIds = settings.prerequisites ?? [];
  if (quizIds.length === 0) return { open: true };
  const passed = (quizId: string) => learner.passedQuizIds.has(quizId);
  const met = settings.prerequisitesOperationOR ? quizIds.some(passed) : quizIds.every(passed);
  return met ? { open: true } : { open: false, reason: 'prerequisitesNotPassed' };
}

// A blank expression sets no condition, like an empty prerequisite list. A
// malformed one keeps the content closed: the editor refuses to save it, so
// only damaged data gets here, and opening gated content to everyone would be
// the worse failure.
function expressionCheck(
  expression: LogicExpression | null | undefined,
  learner: PrerequisiteLearner,
): PrerequisiteCheck {
  if (typeof expression?.code !== 'string' || expression.code.trim() === '') return { open: true };
  const passFlags = Object.fromEntries(
    (expression.parameters ?? []).map(({ id }) => [id, learner.passedQuizIds.has(id)]),
  );
  const result = evaluateExpression(expression, passFlags);
  if (!result.ok) return { open: false, reason: 'invalidExpression' };
  return result.holds ? { open: true } : { open: false, reason: 'prerequisitesNotPassed' };
}
