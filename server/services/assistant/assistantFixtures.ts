// Course content for the assistant's tests: an account of dev with a program
// whose items, quizzes and another organisation plant distinctive words the
// assistant must never tell (docs/decisions/assistant.md, "Grounding").
import type { TestApp } from '../../testing/testApp.ts';

/** Words that must never reach an answer, a link or the model. */
export const SECRET = {
  unsubmittedKey: 'quasarkey',
  unsubmittedClarification: 'quasarclarify',
  unsubmittedRemarks: 'quasarremark',
  unsubmittedQuestion: 'quasarquestion',
  hiddenItem: 'hiddenzebra',
  otherOrganisation: 'otherorgwombat',
  submittedKey: 'nebulakey',
  noReviewClarification: 'pulsarclarify',
} as const;

/** Words the learner may be told: what they see. */
export const SHOWN = { reviewClarification: 'nebulaclarify', submittedRemarks: 'nebularemark', noReviewRemarks: 'pulsarremark' } as const;

const question = (id: string, text: string, key: string, clarification: string) => ({
  id,
  type: 0,
  text,
  choices: ['one', key],
  correctAnswer: 2,
  weight: 1,
  clarification,
});

const content = (q: ReturnType<typeof question>) => ({ sections: [{ id: 's1', name: 'Part', questions: [q] }] });

let sequence = 0;

export async function assistantCourse(app: TestApp) {
  const db = app.app.database.prisma;
  const dev = await db.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  const learner = await db.learner.findFirstOrThrow({ where: { organizationId: dev.id, email: 'learner@example.com' } });
  const account = await db.account.create({ data: { organizationId: dev.id, alias: `Assistant Account ${++sequence}` } });
  const program = await db.program.create({ data: { organizationId: dev.id, accountId: account.id, name: 'Photosynthesis basics' } });
  const item = (data: { name: string; itemType: 'folder' | 'video' | 'quiz'; quizId?: string; hidden?: boolean; parentId?: string }) =>
    db.programItem.create({ data: { programId: program.id, ...data } });
  const quiz = (name: string, data: { remarks: string; showResult: boolean | null; content: object }) =>
    db.quiz.create({ data: { organizationId: dev.id, accountId: account.id, name, ...data } });

  const lessons = await item({ name: 'Lessons', itemType: 'folder' });
  const video = await item({ name: 'Chlorophyll and plants', itemType: 'video', parentId: lessons.id });
  const arabicVideo = await item({ name: 'المدرسة الابتدائية والتمثيل الضوئي', itemType: 'video', parentId: lessons.id });
  const hidden = await item({ name: `Secret ${SECRET.hiddenItem}`, itemType: 'video', hidden: true });

  const unsubmitted = await quiz('Leaf quiz', {
    remarks: `Remember ${SECRET.unsubmittedRemarks}`,
    showResult: true,
    content: content(question('u1', `Which ${SECRET.unsubmittedQuestion}?`, SECRET.unsubmittedKey, `Because ${SECRET.unsubmittedClarification}`)),
  });
  const reviewed = await quiz('Root quiz', {
    remarks: `Remember ${SHOWN.submittedRemarks}`,
    showResult: true,
    content: content(question('r1', 'Which root?', SECRET.submittedKey, `Because ${SHOWN.reviewClarification}`)),
  });
  const scoreOnly = await quiz('Stem quiz', {
    remarks: `Remember ${SHOWN.noReviewRemarks}`,
    showResult: false,
    content: content(question('s1', 'Which stem?', 'stemkey', `Because ${SECRET.noReviewClarification}`)),
  });
  for (const [name, q] of [['Leaf quiz', unsubmitted], ['Root quiz', reviewed], ['Stem quiz', scoreOnly]] as const) {
    await item({ name, itemType: 'quiz', quizId: q.id });
  }
  for (const q of [reviewed, scoreOnly]) {
    await db.submission.create({ data: { quizId: q.id, learnerId: learner.id, answers: {}, result: 0, maxGrade: 1 } });
  }

  // another organisation: its own learner, account and program
  const other = await db.organization.create({ data: { alias: `wombat-${++sequence}`, name: 'Wombat' } });
  const otherAccount = await db.account.create({ data: { organizationId: other.id, alias: `Wombat Account ${sequence}` } });
  const otherProgram = await db.program.create({ data: { organizationId: other.id, accountId: otherAccount.id, name: `Plants ${SECRET.otherOrganisation}` } });
  await db.programItem.create({ data: { programId: otherProgram.id, itemType: 'video', name: `Chlorophyll ${SECRET.otherOrganisation}` } });
  const otherLearner = await db.learner.create({
    data: { organizationId: other.id, email: `wombat-${sequence}@example.com`, name: 'Wombat Learner', termsAccepted: true, privacyPolicyAccepted: true },
  });

  return { dev, learner, account, program, video, arabicVideo, hidden, unsubmitted, reviewed, scoreOnly, other, otherProgram, otherLearner };
}

/** A learner's session token: user/login in their organisation. */
export async function learnerToken(app: TestApp, email: string, orgAlias?: string): Promise<string> {
  const { body } = await app.rest('user/login', { email }, undefined, orgAlias ? { 'x-org-alias': orgAlias } : {});
  if (!body?.data?.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token as string;
}
