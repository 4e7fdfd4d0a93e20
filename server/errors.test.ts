// An overloaded database is told apart from a crash: Prisma's real error when
// a transaction cannot start in time is recognised as busy, anything else not.
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from './db/generated/client.ts';
import { startTestApp, type TestApp } from './testing/testApp.ts';
import { AppError, isDatabaseBusy } from './errors.ts';

let app: TestApp;
let prisma: PrismaClient;

beforeAll(async () => {
  app = await startTestApp();
  // one connection, so that a second transaction has to wait for the first
  prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: app.app.database.url, max: 1 }) });
});

afterAll(async () => {
  await prisma?.$disconnect();
  await app?.stop();
});

describe('isDatabaseBusy', () => {
  it('recognises a transaction that could not start in time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await held;
    });
    const waiting = prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 50 }).catch((error: unknown) => error);
    const error = await waiting;
    release();
    await holder;
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it('does not take other errors for busy ones', async () => {
    const error = await prisma.$queryRaw`SELECT * FROM "NoSuchTable"`.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseBusy(error)).toBe(false);
    expect(isDatabaseBusy(new AppError('notFound'))).toBe(false);
    expect(isDatabaseBusy(null)).toBe(false);
  });

  it('is answered as serverBusy with status 503', () => {
    expect(new AppError('serverBusy').status).toBe(503);
  });
});
