// Learners identify with an e-mail, per organisation: sign-in, registration and
// the data of the signed-in learner.
import {
  dateOfBirthProblem,
  isEmail,
  normalizeEmail,
  normalizeRegistration,
  stripCommas,
  validateRegistration,
  type RegistrationInput,
} from '../../../domain/validation/index.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type Learner } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { identificationOf } from '../consent/learnerIdentification.ts';
import { openLearnerSession, openLearnerSessionByEmail } from '../session/sessions.ts';
import { guardLookup } from '../../security/guards.ts';
import { requireLearner } from '../../auth/scopes.ts';
import { checkSignInCode, needsSignInCode, spendSignInCode, type AcceptedSignInCode } from '../signInCodes/signInCodes.ts';

function validEmail(raw: unknown): string {
  const email = normalizeEmail(typeof raw === 'string' ? raw : '');
  if (!isEmail(email)) throw new AppError('invalidEmail', { field: 'email' });
  return email;
}

/** Opens a session; the rest of this request's answer is read as this learner. */
async function startLearnerSession(ctx: RequestContext, learner: Learner): Promise<string> {
  const { token, sessionId } = await openLearnerSession(ctx.prisma, {
    learnerId: learner.id,
    organizationId: learner.organizationId,
    days: ctx.config.learnerSessionDays,
  });
  ctx.viewer = { kind: 'learner', sessionId, learnerId: learner.id, organizationId: learner.organizationId, email: learner.email };
  return token;
}

// Whether an e-mail is a learner's is limited per address: unknown e-mails count as failures (enumeration).
export async function learnerExists(ctx: RequestContext, rawEmail: unknown): Promise<boolean> {
  return guardLookup(
    ctx,
    async () => {
      const organization = requireOrganization(ctx);
      const email = validEmail(rawEmail);
      const found = await ctx.prisma.learner.findUnique({
        where: { organizationId_email: { organizationId: organization.id, email } },
        select: { id: true },
      });
      return Boolean(found);
    },
    { value: false },
  );
}

export interface LearnerSignIn {
  token: string;
  learner: Learner;
}

/**
 * With verified sign-in on, the mailed code for the e-mail, checked before the
 * learner is looked up (no code, no answer about the e-mail); null when off.
 */
async function acceptedCode(ctx: RequestContext, email: string, code: unknown): Promise<AcceptedSignInCode | null> {
  const organization = requireOrganization(ctx);
  return needsSignInCode(organization) ? checkSignInCode(ctx, organization.id, email, code) : null;
}

/** `code`: the mailed one-time code, needed when the organisation has verified sign-in on. */
export function signInLearner(ctx: RequestContext, rawEmail: unknown, code?: unknown): Promise<LearnerSignIn> {
  return guardLookup(ctx, () => openSessionByEmail(ctx, rawEmail, code), { code: 'userNotFound' });
}

async function openSessionByEmail(ctx: RequestContext, rawEmail: unknown, code: unknown): Promise<LearnerSignIn> {
  const organization = requireOrganization(ctx);
  const email = validEmail(rawEmail);
  const accepted = await acceptedCode(ctx, email, code);
  if (!accepted) {
    // the usual sign-in: the learner found and the session opened in one statement
    const opened = await openLearnerSessionByEmail(ctx.prisma, { organizationId: organization.id, email, days: ctx.config.learnerSessionDays });
    if (!opened) throw new AppError('userNotFound', { field: 'email' });
    ctx.viewer = { kind: 'learner', sessionId: opened.sessionId, learnerId: opened.learner.id, organizationId: opened.learner.organizationId, email: opened.learner.email };
    return { token: opened.token, learner: opened.learner };
  }
  const learner = await ctx.prisma.learner.findUnique({
    where: { organizationId_email: { organizationId: organization.id, email } },
  });
  // an unknown e-mail keeps its code: the learner registers with it next
  if (!learner) throw new AppError('userNotFound', { field: 'email' });
  await spendSignInCode(ctx.prisma, accepted);
  return { token: await startLearnerSession(ctx, learner), learner };
}

/** `code`: the mailed one-time code, needed when the organisation has verified sign-in on. */
export function registerLearner(ctx: RequestContext, input: RegistrationInput, now = new Date(), code?: unknown): Promise<LearnerSignIn> {
  return guardLookup(ctx, () => createLearner(ctx, input, now, code), { code: 'userAlreadyRegistered' });
}

async function createLearner(ctx: RequestContext, input: RegistrationInput, now: Date, code: unknown): Promise<LearnerSignIn> {
  const organization = requireOrganization(ctx);
  const [first] = validateRegistration(input, now);
  if (first) throw new AppError(first.code, { field: first.field });
  const clean = normalizeRegistration(input);
  const accepted = await acceptedCode(ctx, clean.email, code);

  let learner: Learner;
  try {
    learner = await ctx.prisma.$transaction(async (tx) => {
      // the code is spent with the registration, or not at all
      if (accepted) await spendSignInCode(tx, accepted);
      return tx.learner.create({
      data: {
        organizationId: organization.id,
        email: clean.email,
        name: clean.name,
        telegram: clean.telegram,
        dateOfBirth: clean.dateOfBirth ? new Date(`${clean.dateOfBirth}T00:00:00Z`) : null,
        privacyPolicyAccepted: true,
        privacyPolicyAcceptedAt: now,
        termsAccepted: true,
        termsAcceptedAt: now,
        consents: {
          create: {
            preferences: { privacyPolicyAccepted: true, termsAccepted: true, acceptedAt: now.toISOString() },
            // a registration with a mailed code proved the mailbox; without one (verified sign-in off) the e-mail alone named them
            identifiedBy: accepted ? 'verifiedCode' : 'emailOnly',
          },
        },
      },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('userAlreadyRegistered', { field: 'email' });
    }
    throw error;
  }
  return { token: await startLearnerSession(ctx, learner), learner };
}

/**
 * The legacy shape of the spec's learner calls: no token, and the e-mail in the
 * body names the learner of the request's organisation (userNotFound when it
 * names none). Anyone who knows an e-mail can act as that learner this way, as
 * the spec documents; the token path is for the new client.
 */
export async function actAsLearnerNamedByEmail(ctx: RequestContext, rawEmail: unknown): Promise<Learner> {
  const organization = requireOrganization(ctx);
  const email = validEmail(rawEmail);
  const find = () => ctx.prisma.learner.findUnique({ where: { organizationId_email: { organizationId: organization.id, email } } });
  // Unknown e-mails count against the address: these paths must not enumerate learners.
  const learner = ctx.limits ? await ctx.limits.identify(find) : await find();
  if (!learner) throw new AppError('userNotFound', { field: 'email' });
  ctx.viewer = { kind: 'learner', sessionId: null, learnerId: learner.id, organizationId: learner.organizationId, email: learner.email };
  return learner;
}

// The signed-in learner, or unauthenticated: the guard is server/auth/scopes.ts's; the learner's services import it from here.
export { requireLearner } from '../../auth/scopes.ts';

/** The legacy body names the learner by e-mail: it must be the session's learner. */
export async function requireLearnerEmail(ctx: RequestContext, rawEmail: unknown): Promise<Learner> {
  assertLearnerEmail(ctx, rawEmail);
  return ctx.prisma.learner.findUniqueOrThrow({ where: { id: requireLearner(ctx).learnerId } });
}

/** A legacy body's e-mail, when it carries one, must be the signed-in learner's (read with the session: no query). */
export function assertLearnerEmail(ctx: RequestContext, rawEmail: unknown): void {
  const { email } = requireLearner(ctx);
  if (rawEmail !== undefined && rawEmail !== null && rawEmail !== '' && normalizeEmail(String(rawEmail)) !== email) {
    throw new AppError('forbidden', { field: 'email' });
  }
}

/** The user-details dialog: name (required, commas removed) and telegram. */
export async function updateLearnerInfo(
  ctx: RequestContext,
  learner: Learner,
  input: { name: unknown; telegram?: unknown; dateOfBirth?: unknown },
  now = new Date(),
): Promise<Learner> {
  const name = stripCommas(typeof input.name === 'string' ? input.name : '');
  if (!name) throw new AppError('nameRequired', { field: 'name' });
  const telegram = typeof input.telegram === 'string' && input.telegram.trim() ? input.telegram.trim() : null;
  // The spec's body carries the date of birth too: kept when given (the registration's rules), left as it is when absent or empty.
  const dateOfBirth = dateOfBirthOf(input.dateOfBirth, now);
  return ctx.prisma.learner.update({ where: { id: learner.id }, data: { name, telegram, ...(dateOfBirth ? { dateOfBirth } : {}) } });
}

/** A given date of birth (YYYY-MM-DD) as stored, or null when none is given; refused by the registration's rules. */
function dateOfBirthOf(value: unknown, now: Date): Date | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') throw new AppError('invalidDateOfBirth', { field: 'dateOfBirth' });
  const problem = dateOfBirthProblem(value.trim(), now);
  if (problem) throw new AppError(problem, { field: 'dateOfBirth' });
  return new Date(`${value.trim()}T00:00:00Z`);
}

/** The policy acceptance dialog: both must be accepted; each acceptance is timestamped and recorded. */
export async function acceptPolicies(
  ctx: RequestContext,
  input: { privacyPolicyAccepted: boolean; termsAccepted: boolean },
  now = new Date(),
): Promise<Learner> {
  const { learnerId } = requireLearner(ctx);
  if (!input.privacyPolicyAccepted) throw new AppError('mustAcceptPrivacyPolicy', { field: 'privacyPolicyAccepted' });
  if (!input.termsAccepted) throw new AppError('mustAcceptTerms', { field: 'termsAccepted' });
  return ctx.prisma.learner.update({
    where: { id: learnerId },
    data: {
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: now,
      termsAccepted: true,
      termsAcceptedAt: now,
      consents: {
        create: { preferences: { privacyPolicyAccepted: true, termsAccepted: true, acceptedAt: now.toISOString() }, identifiedBy: identificationOf(ctx.viewer) },
      },
    },
  });
}
