// user/exportUserData and the exportMyData query: everything the platform
// holds about the signed-in learner in their organisation, as one JSON
// document the client downloads. Only the learner's own rows, reached from
// their id (or, for the grades uploaded by e-mail, their e-mail within their
// organisation's quizzes); never secrets: no session or token hashes, no
// certificate download tokens, no storage keys. docs/decisions/privacy.md.
// The call carries a step-up code mailed for 'exportData' (issue 30): a
// session opened with the e-mail alone proves nothing about the mailbox.
import type { RequestContext } from '../../context.ts';
import { learnerCertificates } from '../certificates/learnerCertificates.ts';
import { checkStepUpCode, spendStepUpCode } from '../stepUp/stepUpCodes.ts';
import { requireLearnerSession } from './learnerSession.ts';

/** The version of the document's shape, so a reader knows what it holds. */
export const EXPORT_FORMAT = 1;

const quiz = { select: { id: true, name: true } } as const;

/** The export, once the learner's code for it is checked and spent (stepUpRequired, signInCode*). */
export async function exportLearnerData(ctx: RequestContext, input: { code: string | null }, now = new Date()) {
  requireLearnerSession(ctx);
  await spendStepUpCode(ctx.prisma, await checkStepUpCode(ctx, 'exportData', input.code, now), now);
  return readLearnerData(ctx, now);
}

async function readLearnerData(ctx: RequestContext, now: Date) {
  const { learnerId, organizationId } = requireLearnerSession(ctx);
  const db = ctx.prisma;
  const learner = await db.learner.findUniqueOrThrow({ where: { id: learnerId }, include: { organization: { select: { alias: true, name: true } } } });
  const mine = { learnerId };
  const [consents, registrations, attempts, submissions, manualGrades, gradeOffsets] = await Promise.all([
      db.consentRecord.findMany({ where: mine, orderBy: { createdAt: 'asc' } }),
      db.registration.findMany({
        where: mine,
        include: { account: { select: { id: true, alias: true } }, tracks: { include: { track: { select: { name: true } } } } },
        orderBy: { createdAt: 'asc' },
      }),
      db.attempt.findMany({ where: mine, include: { quiz }, orderBy: { startedAt: 'asc' } }),
      db.submission.findMany({ where: mine, include: { quiz, scores: { orderBy: { questionId: 'asc' } } }, orderBy: { submittedAt: 'asc' } }),
      db.manualGrade.findMany({ where: mine, include: { quiz }, orderBy: { createdAt: 'asc' } }),
      db.gradeOffset.findMany({ where: mine, include: { quiz }, orderBy: { updatedAt: 'asc' } }),
  ]);
  const [externalGrades, progress, issued, tickets, files, questions, certificates] = await Promise.all([
      db.externalGrade.findMany({ where: { email: learner.email, quiz: { organizationId } }, include: { quiz }, orderBy: { createdAt: 'asc' } }),
      db.itemProgress.findMany({ where: mine, include: { item: { select: { id: true, name: true, itemType: true } } }, orderBy: { updatedAt: 'asc' } }),
      db.issuedCertificate.findMany({ where: mine, include: { account: { select: { id: true, alias: true } } }, orderBy: { issuedAt: 'asc' } }),
      db.ticket.findMany({ where: mine, orderBy: { createdAt: 'asc' } }),
      db.storedFile.findMany({ where: { learnerId, organizationId }, orderBy: { createdAt: 'asc' } }),
      db.assistantQuestion.findMany({ where: mine, orderBy: { createdAt: 'asc' } }),
      learnerCertificates(ctx),
    ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    organization: { alias: learner.organization.alias, name: learner.organization.name },
    profile: {
      email: learner.email,
      name: learner.name,
      telegram: learner.telegram,
      dateOfBirth: learner.dateOfBirth ? learner.dateOfBirth.toISOString().slice(0, 10) : null,
      privacyPolicyAccepted: learner.privacyPolicyAccepted,
      privacyPolicyAcceptedAt: learner.privacyPolicyAcceptedAt,
      termsAccepted: learner.termsAccepted,
      termsAcceptedAt: learner.termsAcceptedAt,
      createdAt: learner.createdAt,
      updatedAt: learner.updatedAt,
    },
    consents: consents.map((consent) => ({
      kind: consent.kind,
      version: consent.version,
      preferences: consent.preferences,
      identifiedBy: consent.identifiedBy,
      createdAt: consent.createdAt,
    })),
    registrations: registrations.map((registration) => ({
      account: { id: registration.account.id, name: registration.account.alias },
      answers: registration.answers,
      tracks: registration.tracks.map((link) => link.track.name),
      createdAt: registration.createdAt,
    })),
    attempts: attempts.map((attempt) => ({
      quiz: attempt.quiz,
      status: attempt.status,
      startedAt: attempt.startedAt,
      deadlineAt: attempt.deadlineAt,
      finishedAt: attempt.finishedAt,
      draftAnswers: attempt.draftAnswers,
      draftSavedAt: attempt.draftSavedAt,
      selectionLog: attempt.selectionLog,
    })),
    submissions: submissions.map((submission) => ({
      quiz: submission.quiz,
      answers: submission.answers,
      result: submission.result,
      maxGrade: submission.maxGrade,
      autoSubmitted: submission.autoSubmitted,
      submittedAt: submission.submittedAt,
      questionScores: submission.scores.map(({ questionId, score, maxScore }) => ({ questionId, score, maxScore })),
    })),
    manualGrades: manualGrades.map((grade) => ({ quiz: grade.quiz, questionId: grade.questionId, grade: grade.grade, createdAt: grade.createdAt })),
    gradeOffsets: gradeOffsets.map((offset) => ({ quiz: offset.quiz, offset: offset.offset, updatedAt: offset.updatedAt })),
    externalGrades: externalGrades.map((grade) => ({ quiz: grade.quiz, grade: grade.grade, createdAt: grade.createdAt })),
    progress: progress.map((entry) => ({
      item: entry.item,
      markedCompleted: entry.markedCompleted,
      positionSeconds: entry.positionSeconds,
      updatedAt: entry.updatedAt,
    })),
    certificates: {
      /** what the learner may download now: file names and signed, expiring links */
      available: certificates.map(({ displayName, url, domainName }) => ({ displayName, url, domainName })),
      /** the certificates their accounts released to them */
      issued: issued.map((certificate) => ({ account: { id: certificate.account.id, name: certificate.account.alias }, issuedAt: certificate.issuedAt })),
    },
    tickets: tickets.map((ticket) => ({
      subject: ticket.subject,
      description: ticket.description,
      type: ticket.type,
      status: ticket.status,
      reporterEmail: ticket.reporterEmail,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
    })),
    files: files.map((file) => ({ fileName: file.fileName, contentType: file.contentType, size: file.size, createdAt: file.createdAt })),
    assistantQuestions: questions.map((question) => ({ askedAt: question.createdAt })),
  };
}

export type LearnerDataExport = Awaited<ReturnType<typeof readLearnerData>>;
