// Step-up codes (issue 30, docs/decisions/stepUpCodes.md): exporting a
// learner's data and deleting their account need proof of the mailbox on every
// organisation, whatever its verified sign-in says. A session may have been
// opened by the e-mail alone (verified sign-in off), so the session is not that
// proof: the learner asks for a code mailed to their address for one action,
// and the action's call carries it. The code is the sign-in code machinery's
// (six digits, hashed, ten minutes, five tries, once) with the action as its
// purpose, so a code for another action, another learner or signing in fails.
import type { RequestContext } from '../../context.ts';
import type { Prisma, SignInCodePurpose } from '../../db/generated/client.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { guardSignInCodeRequest } from '../../security/guards.ts';
import { AppError } from '../../errors.ts';
import { mailLocale } from '../passwords/resetMailTexts.ts';
import { requireLearnerSession } from '../privacy/learnerSession.ts';
import { checkSignInCode, spendSignInCode, type AcceptedSignInCode } from '../signInCodes/signInCodes.ts';

export const STEP_UP_ACTIONS = ['exportData', 'deleteAccount'] as const satisfies readonly SignInCodePurpose[];
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

export function isStepUpAction(value: unknown): value is StepUpAction {
  return (STEP_UP_ACTIONS as readonly unknown[]).includes(value);
}

export interface StepUpCodeRequest {
  action: unknown;
  /** the language of the mail: the client's */
  locale?: unknown;
}

/** Mails the signed-in learner a code for one action; counted with the sign-in codes of their e-mail. */
export async function requestStepUpCode(ctx: RequestContext, input: StepUpCodeRequest): Promise<true> {
  const { organizationId } = requireLearnerSession(ctx);
  if (!isStepUpAction(input.action)) throw new AppError('invalid_data_entry', { field: 'action' });
  const { email } = learnerEmail(ctx);
  await guardSignInCodeRequest(ctx, `${organizationId}|${email}`);
  const params: Prisma.JsonObject = { organizationId, email, action: input.action, locale: mailLocale(input.locale) };
  await queueMail(ctx, { template: 'stepUpCode', params });
  return true;
}

/**
 * The code the action's call carries, checked for that action and the session's
 * learner: stepUpRequired when none is typed, else the sign-in code refusals.
 * Spend the answer with spendStepUpCode before acting.
 */
export async function checkStepUpCode(ctx: RequestContext, action: StepUpAction, typed: unknown, now = new Date()): Promise<AcceptedSignInCode> {
  const { organizationId } = requireLearnerSession(ctx);
  if (typed === undefined || typed === null || (typeof typed === 'string' && typed.trim() === '')) {
    throw new AppError('stepUpRequired', { field: 'code' });
  }
  return checkSignInCode(ctx, organizationId, learnerEmail(ctx).email, typed, now, action);
}

/** Spends the code once (inside the action's transaction where it has one): a second use is signInCodeUsed. */
export const spendStepUpCode = spendSignInCode;

function learnerEmail(ctx: RequestContext): { email: string } {
  if (ctx.viewer.kind !== 'learner') throw new AppError('unauthenticated');
  return { email: ctx.viewer.email };
}
