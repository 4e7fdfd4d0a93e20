// Quizzes and learners made directly in the database for the quiz-taking
// tests, so each test states the settings it is about.
import type { Prisma } from '../db/generated/client.ts';
import type { TestApp } from './testApp.ts';

/** A version-2 quiz: a single choice (key 2), a writing question, a multiple answer, an info text and two spaces. */
export const examContent = {
  sections: [
    {
      id: 's1',
      name: 'First',
      questions: [
        { id: 'q1', type: 0, text: 'Capital of Egypt?', choices: ['Alexandria', 'Cairo', 'Giza'], correctAnswer: 2, weight: 2, clarification: 'Cairo.' },
        { id: 'q2', type: 1, text: 'Blue and yellow make?', possibleAnswers: ['green', 'أخضر'], weight: 1, clarification: 'Green.' },
      ],
    },
    {
      id: 's2',
      name: 'Second',
      questions: [
        { id: 'q3', type: 5, text: 'Primes?', choices: ['2', '4', '7'], possibleAnswers: [true, false, true], weight: 1 },
        { id: 'q4', type: 4, text: 'Thank you.', clarification: 'never shown' },
        {
          id: 'q5',
          type: 2,
          text: 'Fill in',
          weight: 1,
          fields: [
            { type: 'text', value: 'The sun is a' },
            { type: 'space', values: ['star'], size: 'md' },
            { type: 'text', value: 'and the moon a' },
            { type: 'space', values: ['satellite'] },
          ],
        },
        { id: 'q6', type: 3, text: 'Upload your work', isOptionalQuestion: true },
      ],
    },
  ],
};

/** Answers to examContent earning 2 + 1 + 1 + 2 = 6 of 6. */
export const rightAnswers = {
  q1: { selectedAnswer: 2 },
  q2: { textAnswer: 'Green' },
  q3: { checkedAnswers: [true, false, true] },
  q5: { spaces: ['star', 'satellite'] },
};

export function quizFixtures(app: TestApp) {
  const db = () => app.app.database.prisma;
  let sequence = 0;

  async function dev() {
    const organization = await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    const account = await db().account.findFirstOrThrow({ where: { organizationId: organization.id, alias: 'Demo Account' } });
    return { organizationId: organization.id, accountId: account.id };
  }

  return {
    db,
    dev,
    /**
     * A quiz of the dev organisation's Demo Account (or settings.accountId),
     * placed as an item of a program of its account so learners can reach it
     * (docs/decisions.md, "Quiz access"); `placed: false` leaves it in no program.
     */
    async quiz(settings: Partial<Prisma.QuizUncheckedCreateInput> = {}, content: object = examContent, { placed = true } = {}) {
      const { organizationId, accountId } = await dev();
      const quiz = await db().quiz.create({
        data: { organizationId, accountId, name: `Quiz ${++sequence}`, version: 2, passGrade: 4, maxGrade: 6, content: content as Prisma.InputJsonObject, ...settings },
      });
      if (placed) {
        const program = await db().program.create({ data: { organizationId: quiz.organizationId, accountId: quiz.accountId, name: `Program of ${quiz.name}` } });
        await db().programItem.create({ data: { programId: program.id, itemType: 'quiz', name: quiz.name, quizId: quiz.id } });
      }
      return quiz;
    },
    async learner(name = 'Test Learner') {
      const { organizationId } = await dev();
      const email = `taker-${++sequence}-${Date.now()}@example.com`;
      const learner = await db().learner.create({
        data: { organizationId, email, name, termsAccepted: true, privacyPolicyAccepted: true },
      });
      const { body } = await app.rest('user/login', { email });
      return { id: learner.id, email, token: body.data.token as string };
    },
  };
}
