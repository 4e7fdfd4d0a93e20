// What the capacity comparison (`--baseline`) runs on: an organisation of its
// own, apart from the exam's (whose answers the check reads), with the exam's
// quiz copied into several quizzes of one program, and learners for each
// server measured. A learner opens each quiz once, so learners × quizzes first
// opens are available to each server, without signing thousands in.
import type { Db } from '../../../server/db/database.ts';
import { examSettings } from '../quiz.ts';
import { createPlacedExamQuiz } from '../setup.ts';

export const CAPACITY_ALIAS = 'bench-capacity';

export interface CapacitySide {
  /** the learners' e-mails (signed in later through the real server) */
  emails: string[];
  quizIds: string[];
}

export async function seedCapacity(prisma: Db, sides: readonly string[], learnersPerSide: number, quizzesPerSide: number): Promise<Record<string, CapacitySide>> {
  const organization = await prisma.organization.create({ data: { alias: CAPACITY_ALIAS, name: 'Exam capacity', isLive: true } });
  const account = await prisma.account.create({ data: { organizationId: organization.id, alias: 'Capacity account' } });
  const program = await prisma.program.create({ data: { organizationId: organization.id, accountId: account.id, name: 'Capacity' } });
  const result: Record<string, CapacitySide> = {};
  const now = new Date();
  for (const side of sides) {
    const quizIds: string[] = [];
    for (let index = 0; index < quizzesPerSide; index += 1) {
      const name = `${examSettings.name} ${side} ${index + 1}`;
      quizIds.push(await createPlacedExamQuiz(prisma, { organizationId: organization.id, accountId: account.id, programId: program.id, name }));
    }
    const emails = Array.from({ length: learnersPerSide }, (_, index) => `capacity-${side}-${String(index + 1).padStart(5, '0')}@bench.example`);
    await prisma.learner.createMany({
      data: emails.map((email, index) => ({
        organizationId: organization.id,
        email,
        name: `Capacity ${side} ${index + 1}`,
        privacyPolicyAccepted: true,
        privacyPolicyAcceptedAt: now,
        termsAccepted: true,
        termsAcceptedAt: now,
      })),
    });
    result[side] = { emails, quizIds };
  }
  return result;
}
