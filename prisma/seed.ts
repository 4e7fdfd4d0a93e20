// The demo the first start creates: organisation `dev` with branding, the three
// admin identities, a program of folders with a PDF, a video, an audio file, a
// link, a YouTube item, a version-2 quiz, a timed exam with every question
// type and a feedback form; a second account joined by registration form; one
// learner. Passwords are generated and printed once unless SEED_PASSWORD gives one.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../server/auth/passwords.ts';
import type { Db } from '../server/db/database.ts';
import type { FileStorage } from '../server/storage/fileStorage.ts';
import { demoExamContent, demoQuizContent, feedbackFormContent, registrationFormContent } from './seedQuiz.ts';

export const DEMO_USERNAMES = { owner: 'demo-owner', holder: 'demo-org', platform: 'platform-admin' } as const;
export const DEMO_LEARNER_EMAIL = 'learner@example.com';

const assets = join(import.meta.dirname, 'seed-assets');

function banner(title: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1976D2"/><stop offset="1" stop-color="#42A5F5"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<text x="600" y="170" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${title}</text>
</svg>`,
  );
}

/** Seeds the demo unless organisation `dev` exists; returns the lines to print once. */
export async function seedDemo(prisma: Db, storage: FileStorage, options: { password?: string }): Promise<{ report: string[] } | null> {
  if (await prisma.organization.findUnique({ where: { alias: 'dev' }, select: { id: true } })) return null;

  const passwords = {
    owner: options.password ?? randomBytes(12).toString('base64url'),
    holder: options.password ?? randomBytes(12).toString('base64url'),
    platform: options.password ?? randomBytes(12).toString('base64url'),
  };
  const [ownerHash, holderHash, platformHash] = await Promise.all([
    hashPassword(passwords.owner),
    hashPassword(passwords.holder),
    hashPassword(passwords.platform),
  ]);

  const org = await prisma.organization.create({
    data: {
      alias: 'dev',
      name: 'Demo Academy',
      primaryColor: '#1976D2',
      supportLink: 'https://t.me/demo_support',
      availableProgramsMsg: 'Programs open for registration',
      introductionMsg: 'Welcome to the demo academy. أهلاً بكم في الأكاديمية التجريبية.',
      socialMedia: { facebook: 'https://facebook.com/demo', youtube: 'https://youtube.com/@demo', telegram: 'https://t.me/demo' },
    },
  });

  const store = async (fileName: string, contentType: string, data: Buffer) => {
    const key = `files/dev/seed/${fileName}`;
    const size = await storage.put(key, data);
    await prisma.storedFile.create({
      data: { organizationId: org.id, key, fileName, contentType, size, uploadedAt: new Date() },
    });
    return `/${key}`;
  };
  const bannerUrl = await store('banner.svg', 'image/svg+xml', banner('Demo Academy'));
  const pdfUrl = await store('program-guide.pdf', 'application/pdf', readFileSync(join(assets, 'program-guide.pdf')));
  const videoUrl = await store('intro-video.mp4', 'video/mp4', readFileSync(join(assets, 'intro-video.mp4')));
  const audioUrl = await store('welcome-audio.mp3', 'audio/mpeg', readFileSync(join(assets, 'welcome-audio.mp3')));
  await prisma.organization.update({ where: { id: org.id }, data: { banner: bannerUrl } });

  const account = await prisma.account.create({
    data: { organizationId: org.id, alias: 'Demo Account', email: 'owner@example.com', enableVideo: true, primaryColor: '#1976D2FF' },
  });
  await prisma.adminIdentity.createMany({
    data: [
      { role: 'ACCOUNT_OWNER', username: DEMO_USERNAMES.owner, email: 'owner@example.com', passwordHash: ownerHash, organizationId: org.id, accountId: account.id },
      { role: 'ORG_HOLDER', username: DEMO_USERNAMES.holder, email: 'org@example.com', passwordHash: holderHash, organizationId: org.id },
      { role: 'PLATFORM_ADMIN', username: DEMO_USERNAMES.platform, email: 'admin@example.com', passwordHash: platformHash },
    ],
  });

  const quiz = await prisma.quiz.create({
    data: {
      organizationId: org.id,
      accountId: account.id,
      name: 'Introduction quiz',
      version: 2,
      passGrade: 2,
      allowedTime: 15,
      showResult: true,
      content: demoQuizContent,
      maxGrade: 3,
    },
  });

  const program = await prisma.program.create({
    data: { organizationId: org.id, accountId: account.id, name: 'Getting started', order: 0, banner: bannerUrl },
  });
  const item = (data: { name: string; itemType: 'folder' | 'quiz' | 'video' | 'youtube_video' | 'audio' | 'attachment' | 'link'; order: number; parentId?: string; src?: string; mimeType?: string; quizId?: string; addToCompletion?: boolean }) =>
    prisma.programItem.create({ data: { programId: program.id, ...data } });

  const lessons = await item({ name: 'Lessons', itemType: 'folder', order: 0, addToCompletion: true });
  const reading = await item({ name: 'Reading', itemType: 'folder', order: 1, parentId: lessons.id, addToCompletion: true });
  await item({ name: 'Program guide', itemType: 'attachment', order: 0, parentId: reading.id, src: pdfUrl, mimeType: 'application/pdf', addToCompletion: true });
  await item({ name: 'Introduction video', itemType: 'video', order: 0, parentId: lessons.id, src: videoUrl, mimeType: 'video/mp4', addToCompletion: true });
  await item({ name: 'Welcome message', itemType: 'audio', order: 2, parentId: lessons.id, src: audioUrl, mimeType: 'audio/mpeg', addToCompletion: true });
  await item({ name: 'Course website', itemType: 'link', order: 3, parentId: lessons.id, src: 'https://example.com/course' });
  await item({ name: 'Recorded lecture', itemType: 'youtube_video', order: 4, parentId: lessons.id, src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10' });
  const assessment = await item({ name: 'Assessment', itemType: 'folder', order: 1, addToCompletion: true });
  await item({ name: 'Introduction quiz', itemType: 'quiz', order: 0, parentId: assessment.id, quizId: quiz.id, addToCompletion: true });
  await prisma.program.update({ where: { id: program.id }, data: { headingProgress: [lessons.id, assessment.id] } });

  const exam = await prisma.quiz.create({
    data: {
      organizationId: org.id,
      accountId: account.id,
      name: 'Demo exam',
      version: 2,
      passGrade: 3,
      allowedTime: 20,
      showResult: true,
      passLinkMsg: 'Well done! Continue with the next program.',
      content: demoExamContent,
      maxGrade: 6,
    },
  });
  const feedback = await prisma.quiz.create({
    data: { organizationId: org.id, accountId: account.id, name: 'Feedback form', version: 2, isForm: true, showResult: false, content: feedbackFormContent },
  });
  const examDay = await item({ name: 'Exam day', itemType: 'folder', order: 2 });
  await item({ name: 'Demo exam', itemType: 'quiz', order: 0, parentId: examDay.id, quizId: exam.id });
  await item({ name: 'Feedback form', itemType: 'quiz', order: 1, parentId: examDay.id, quizId: feedback.id });

  // A second account that learners join through its registration form.
  const school = await prisma.account.create({ data: { organizationId: org.id, alias: 'Evening School', order: 1, useRegForm: true } });
  const registrationForm = await prisma.quiz.create({
    data: { organizationId: org.id, accountId: school.id, name: 'Evening School registration', version: 2, isForm: true, showResult: false, content: registrationFormContent },
  });
  await prisma.account.update({ where: { id: school.id }, data: { regFormId: registrationForm.id } });
  await prisma.program.create({ data: { organizationId: org.id, accountId: school.id, name: 'Evening program', order: 0 } });

  const now = new Date();
  await prisma.learner.create({
    data: {
      organizationId: org.id,
      email: DEMO_LEARNER_EMAIL,
      name: 'Demo Learner',
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: now,
      termsAccepted: true,
      termsAcceptedAt: now,
    },
  });

  const shown = (password: string) => (options.password ? '(SEED_PASSWORD)' : password);
  return {
    report: [
      'Seeded the demo organisation "dev". Sign-ins (passwords shown this once):',
      `  account owner        ${DEMO_USERNAMES.owner} / ${shown(passwords.owner)}   at /#/login/account`,
      `  organisation holder  ${DEMO_USERNAMES.holder} / ${shown(passwords.holder)}   at /#/login/org`,
      `  platform admin       ${DEMO_USERNAMES.platform} / ${shown(passwords.platform)}   at /#/login/admin`,
      `  learner              ${DEMO_LEARNER_EMAIL}   at /#/login`,
    ],
  };
}
