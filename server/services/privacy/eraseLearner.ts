// user/deleteUserData and the deleteMyAccount mutation: the signed-in learner
// erases their account. What is personal goes; what the organisation's
// results need stays, anonymised under an erased learner (a unique
// non-address e-mail and the name "Erased learner" in both languages).
// The whole table of what goes and what stays, and why: docs/decisions/privacy.md.
// The call carries a step-up code mailed for 'deleteAccount' (issue 30),
// spent in the erasure's transaction.
import { certificateOwner } from '../../../domain/certificates/folderName.ts';
import { deletionRefusal, ERASED_LEARNER_NAME, erasedEmailOf } from '../../../domain/privacy/erasure.ts';
import type { ErasureRequest } from '../../../domain/privacy/privacyInputs.ts';
import { announceLearnerSessionsEnded } from '../../auth/learnerSessions.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { checkStepUpCode, spendStepUpCode } from '../stepUp/stepUpCodes.ts';
import { requireLearnerSession } from './learnerSession.ts';

interface StoredBytes {
  key: string;
  storageBucket: string | null;
  storageUrl: string | null;
}

export async function eraseLearner(ctx: RequestContext, input: ErasureRequest, now = new Date()): Promise<{ success: true }> {
  const { learnerId, organizationId } = requireLearnerSession(ctx);
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId } });
  const refusal = deletionRefusal(learner.email, input.email, input.confirmDeletion);
  if (refusal) throw new AppError(refusal, { field: refusal === 'deleteEmailMismatch' ? 'email' : 'confirmDeletion' });
  const code = await checkStepUpCode(ctx, 'deleteAccount', input.code, now);
  const erasedEmail = erasedEmailOf(learner.id);

  const removed = await ctx.prisma.$transaction(async (db) => {
    await spendStepUpCode(db, code, now);
    // Files: the learner's uploads (answer files), the certificate files the
    // organisation uploaded under their e-mail, and the released certificates
    // (drawn with their name).
    const named = await db.certificateFile.findMany({
      where: { fileName: { startsWith: `${learner.email}.`, mode: 'insensitive' }, folder: { account: { organizationId } } },
      select: { fileName: true, fileId: true },
    });
    const issued = await db.issuedCertificate.findMany({ where: { learnerId }, select: { fileId: true } });
    const fileIds = [
      ...named.filter((file) => certificateOwner(file.fileName) === learner.email).map((file) => file.fileId),
      ...issued.flatMap((certificate) => (certificate.fileId ? [certificate.fileId] : [])),
    ];
    const files = await db.storedFile.findMany({
      where: { organizationId, OR: [{ learnerId }, { id: { in: fileIds } }] },
      select: { id: true, key: true, storageBucket: true, storageUrl: true },
    });
    await db.issuedCertificate.deleteMany({ where: { learnerId } });
    await db.storedFile.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });

    // Personal records: consents, sessions (the session ends), progress and
    // playback positions, open and finished attempts (drafts and selection
    // logs; a submission keeps its answers), assistant questions, sign-in codes.
    await db.consentRecord.deleteMany({ where: { learnerId } });
    await db.session.deleteMany({ where: { learnerId } });
    await db.itemProgress.deleteMany({ where: { learnerId } });
    await db.attempt.deleteMany({ where: { learnerId } });
    await db.assistantQuestion.deleteMany({ where: { learnerId } });
    await db.signInCode.deleteMany({ where: { organizationId, email: learner.email } });

    // Kept for the organisation's results, anonymised: registrations (the
    // accounts and tracks the results are scoped by) lose their form answers;
    // grades uploaded by e-mail move to the erased learner's e-mail.
    await db.registration.updateMany({ where: { learnerId }, data: { answers: {} } });
    await db.externalGrade.updateMany({ where: { email: learner.email, quiz: { organizationId } }, data: { email: erasedEmail } });
    // Tickets stay with the platform, without their reporter.
    await db.ticket.updateMany({ where: { learnerId }, data: { learnerId: null, reporterEmail: null } });
    await db.ticket.updateMany({ where: { organizationId, reporterEmail: learner.email }, data: { reporterEmail: null } });

    await db.learner.update({
      where: { id: learnerId },
      data: {
        email: erasedEmail,
        name: ERASED_LEARNER_NAME,
        telegram: null,
        dateOfBirth: null,
        privacyPolicyAccepted: false,
        privacyPolicyAcceptedAt: null,
        termsAccepted: false,
        termsAcceptedAt: null,
        erasedAt: now,
      },
    });
    return files;
  });
  // The learner's sessions were deleted with the rows: no process may keep one.
  announceLearnerSessionsEnded(ctx, learnerId);
  await removeBytes(ctx, removed);
  return { success: true };
}

/**
 * The bytes go after the rows: a failed removal leaves an unreachable object
 * (no row names it), never a row without its bytes or a half-erased learner.
 */
async function removeBytes(ctx: RequestContext, files: StoredBytes[]): Promise<void> {
  const { storage } = ctx;
  if (!storage) return;
  await Promise.all(
    files.map((file) =>
      storage
        .at(file)
        .remove(file.key)
        .catch(() => undefined),
    ),
  );
}
