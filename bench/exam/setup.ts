// Where the exam runs and what it starts from: a fresh database (a new
// database on the PostgreSQL of DATABASE_URL, or a new embedded data folder),
// seeded with one organisation, one account, the exam quiz and N learners.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Prisma } from '../../server/db/generated/client.ts';
import type { Db } from '../../server/db/database.ts';
import { examMaxGrade, examSections, examSettings } from './quiz.ts';

export interface BenchDatabase {
  /** what the server is given: DATABASE_URL, or DATA_DIR for the embedded database */
  databaseUrl?: string;
  dataDir: string | null;
  remove(): Promise<void>;
}

/** A new database `bench_<time>` on the PostgreSQL of `serverUrl`. */
export async function freshPostgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: null,
    async remove() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function freshEmbeddedDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-exam-'));
  return { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface Learner {
  index: number;
  email: string;
}

export interface SeededExam {
  organizationId: string;
  quizId: string;
  learners: Learner[];
}

export function learnerEmail(index: number): string {
  return `learner-${String(index + 1).padStart(5, '0')}@bench.example`;
}

/** The exam's quiz, created under `name` and placed in the program: its id. */
export async function createPlacedExamQuiz(prisma: Db, place: { organizationId: string; accountId: string; programId: string; name: string }): Promise<string> {
  const quiz = await prisma.quiz.create({
    data: {
      organizationId: place.organizationId,
      accountId: place.accountId,
      name: place.name,
      version: 2,
      isForm: false,
      allowedTime: examSettings.allowedTime,
      showResult: examSettings.showResult,
      isActive: true,
      passGrade: examSettings.passGrade,
      maxGrade: examMaxGrade,
      content: { sections: examSections } as unknown as Prisma.InputJsonObject,
    },
  });
  await prisma.programItem.create({ data: { programId: place.programId, itemType: 'quiz', name: place.name, quizId: quiz.id } });
  return quiz.id;
}

export async function seedExam(prisma: Db, alias: string, learnerCount: number): Promise<SeededExam> {
  const organization = await prisma.organization.create({ data: { alias, name: 'Exam day benchmark', isLive: true } });
  const account = await prisma.account.create({ data: { organizationId: organization.id, alias: 'Exam account' } });
  // Learners reach a quiz through a program it is placed in (docs/decisions.md, "Quiz access").
  const program = await prisma.program.create({ data: { organizationId: organization.id, accountId: account.id, name: 'Exam day' } });
  const quizId = await createPlacedExamQuiz(prisma, { organizationId: organization.id, accountId: account.id, programId: program.id, name: examSettings.name });
  const learners = Array.from({ length: learnerCount }, (_, index) => ({ index, email: learnerEmail(index) }));
  const now = new Date();
  await prisma.learner.createMany({
    data: learners.map(({ index, email }) => ({
      organizationId: organization.id,
      email,
      name: `Learner ${index + 1}`,
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: now,
      termsAccepted: true,
      termsAcceptedAt: now,
    })),
  });
  return { organizationId: organization.id, quizId, learners };
}
