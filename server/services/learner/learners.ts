// Learners identify with an e-mail, per organisation: sign-in, registration and
// the data of the signed-in learner.
import type { LearnerDetails } from '../../../domain/learner/learnerInputs.ts';
import { textOrEmpty } from '../../../domain/validation/inputFields.ts';
import { isEmail, normalizeEmail, normalizeRegistration, validateRegistration, type RegistrationInput } from '../../../domain/validation/index.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type Learner } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { identificationOf } from '../consent/learnerIdentification.ts';
import { openLearnerSession, openLearnerSessionByEmail } from '../session/sessions.ts';
import { guardLookup } from '../../security/guards.ts';
import { requireLearner } from '../../auth/scopes.ts';
import { checkSignInCode, needsSignInCode, spendSignInCode, type AcceptedSignInCode } from '../signInCodes/signInCodes.ts';

/** The e-mail as typed, normalised; invalidEmail when it is not one (checked inside the rate limit of the lookups). */
function validEmail(typed: string): string {
  const email = normalizeEmail(typed);
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
export async function learnerExists(ctx: RequestContext, typedEmail: string): Promise<boolean> {
  return guardLookup(
    ctx,
    async () => {
      const organization = requireOrganization(ctx);
      const email = validEmail(typedEmail);
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
async function acceptedCode(ctx: RequestContext, email: string, code: string | null | undefined): Promise<AcceptedSignInCode | null> {
  const organization = requireOrganization(ctx);
  return needsSignInCode(organization) ? checkSignInCode(ctx, organization.id, email, code) : null;
}

/** `code`: the mailed one-time code, needed when the organisation has verified sign-in on. */
export function signInLearner(ctx: RequestContext, typedEmail: string, code?: string | null): Promise<LearnerSignIn> {
  return guardLookup(ctx, () => openSessionByEmail(ctx, typedEmail, code), { code: 'userNotFound' });
}

async function openSessionByEmail(ctx: RequestContext, typedEmail: string, code: string | null | undefined): Promise<LearnerSignIn> {
  const organization = requireOrganization(ctx);
  const email = validEmail(typedEmail);
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
export function registerLearner(ctx: RequestContext, input: RegistrationInput, now = new Date(), code?: string | null): Promise<LearnerSignIn> {
  return guardLookup(ctx, () => createLearner(ctx, input, now, code), { code: 'userAlreadyRegistered' });
}

async function createLearner(ctx: RequestContext, input: RegistrationInput, now: Date, code: string | null | undefined): Promise<LearnerSignIn> {
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
  // the facade names the learner from the raw body, before any route's schema: what is not text is no e-mail
  const email = validEmail(textOrEmpty.parse(rawEmail));
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

/** updateLearnerDetails: the signed-in learner's details. */
export async function updateViewerDetails(ctx: RequestContext, details: LearnerDetails): Promise<Learner> {
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: requireLearner(ctx).learnerId } });
  return updateLearnerInfo(ctx, learner, details);
}

/** The user-details dialog, checked by its schema (domain/learner/learnerInputs.ts): the date of birth is kept when none is given. */
export async function updateLearnerInfo(ctx: RequestContext, learner: Learner, { name, telegram, dateOfBirth }: LearnerDetails): Promise<Learner> {
  return ctx.prisma.learner.update({ where: { id: learner.id }, data: { name, telegram, ...(dateOfBirth ? { dateOfBirth } : {}) } });
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
