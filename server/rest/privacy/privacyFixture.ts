// A learner registered in the test with a row in every table that holds
// something about them, so the export and the erasure are checked field by
// field: consents, a registration with a track, an open attempt and a
// submitted one with scores, a manual grade and a grade offset, an uploaded
// external grade, progress with a playback position, an uploaded and a
// released certificate, a ticket, an uploaded file, an assistant question.
import type { TestApp } from '../../testing/testApp.ts';

export interface LearnerData {
  learnerId: string;
  token: string;
  email: string;
  quizId: string;
  externalQuizId: string;
  fileKey: string;
  certificateFileKey: string;
}

const at = (iso: string) => new Date(iso);

export async function seedLearnerData(app: TestApp, input: { email: string; alias: string; accountId: string; itemId: string; name?: string }): Promise<LearnerData> {
  const db = app.app.database.prisma;
  const headers = { 'x-org-alias': input.alias };
  const registered = await app.rest(
    'user/setUserInfo',
    { email: input.email, name: input.name ?? 'Ana Learner', telegram: '@ana', dateOfBirth: '2000-02-03', privacyPolicyAccepted: true, termsAccepted: true },
    undefined,
    headers,
  );
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await app.rest('user/login', { email: input.email }, undefined, headers);
  const token = login.body.data.token as string;
  const learner = await db.learner.findFirstOrThrow({ where: { email: input.email, organization: { alias: input.alias } } });
  const { organizationId } = learner;
  const learnerId = learner.id;

  await db.consentRecord.create({ data: { learnerId, kind: 'cookies', preferences: { essential: true, functional: true, analytics: false }, createdAt: at('2026-01-02T10:00:00Z') } });
  const track = await db.track.upsert({ where: { accountId_name: { accountId: input.accountId, name: 'Evening' } }, update: {}, create: { accountId: input.accountId, name: 'Evening' } });
  const registration = await db.registration.create({ data: { accountId: input.accountId, learnerId, answers: { phone: '+20 100 000 0000' } } });
  await db.registrationTrack.create({ data: { registrationId: registration.id, trackId: track.id } });

  const quiz = await db.quiz.create({ data: { organizationId, accountId: input.accountId, name: `Algebra ${input.email}` } });
  const open = await db.quiz.create({ data: { organizationId, accountId: input.accountId, name: `Open ${input.email}` } });
  const externalQuiz = await db.quiz.create({ data: { organizationId, accountId: input.accountId, name: `External ${input.email}`, externalGrades: true, maxGradeExternal: 20 } });
  await db.attempt.create({ data: { quizId: open.id, learnerId, draftAnswers: { q1: 'half-written' }, selectionLog: [{ q: 'q1' }] } });
  const finished = await db.attempt.create({ data: { quizId: quiz.id, learnerId, status: 'SUBMITTED', finishedAt: at('2026-01-03T10:00:00Z') } });
  const submission = await db.submission.create({
    data: { attemptId: finished.id, quizId: quiz.id, learnerId, answers: { q1: 'x = 4', q2: [1] }, result: 7, maxGrade: 10, submittedAt: at('2026-01-03T10:00:00Z') },
  });
  await db.questionScore.createMany({ data: [{ submissionId: submission.id, questionId: 'q1', score: 5, maxScore: 5 }, { submissionId: submission.id, questionId: 'q2', score: 2, maxScore: 5 }] });
  await db.manualGrade.create({ data: { quizId: quiz.id, learnerId, questionId: 'q2', grade: 2 } });
  await db.gradeOffset.create({ data: { quizId: quiz.id, learnerId, offset: 1 } });
  await db.externalGrade.create({ data: { quizId: externalQuiz.id, email: input.email, grade: 15 } });
  await db.itemProgress.create({ data: { learnerId, itemId: input.itemId, markedCompleted: true, positionSeconds: 42.5 } });

  const fileKey = `files/${input.alias}/${learnerId}/answer.pdf`;
  await db.storedFile.create({ data: { organizationId, key: fileKey, fileName: 'answer.pdf', contentType: 'application/pdf', size: 3, learnerId, uploadedAt: new Date() } });
  const certificateFileKey = `files/${input.alias}/certificates/${input.email}.pdf`;
  const certificateFile = await db.storedFile.create({
    data: { organizationId, key: certificateFileKey, fileName: `${input.email}.pdf`, contentType: 'application/pdf', visibility: 'PRIVATE', uploadedAt: new Date() },
  });
  const folder = await db.certificateFolder.upsert({
    where: { accountId_name: { accountId: input.accountId, name: 'graduation' } },
    update: {},
    create: { accountId: input.accountId, name: 'graduation', displayName: 'Graduation' },
  });
  await db.certificateFile.create({ data: { folderId: folder.id, fileName: `${input.email}.pdf`, fileId: certificateFile.id } });
  await db.issuedCertificate.create({ data: { accountId: input.accountId, learnerId, token: `certificate-token-${learnerId}` } });
  await db.ticket.create({ data: { organizationId, subject: 'My video stops', description: 'At 1:20', type: 'bug', learnerId, reporterEmail: input.email } });
  await db.assistantQuestion.create({ data: { organizationId, learnerId } });
  await db.signInCode.create({ data: { organizationId, email: input.email, codeHash: 'hash-of-a-code', expiresAt: new Date(Date.now() + 600_000) } });

  return { learnerId, token, email: input.email, quizId: quiz.id, externalQuizId: externalQuiz.id, fileKey, certificateFileKey };
}
