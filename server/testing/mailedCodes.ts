// The six digits of the newest code mail to an address, read from the test
// app's in-memory outbox once the mail job has sent it.
import type { TestApp } from './testApp.ts';

export const mailsTo = (app: TestApp, email: string) => app.app.mailer.outbox.filter((mail) => mail.message.to === email);

async function jobsSettled(app: TestApp): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if ((await app.app.database.prisma.job.count({ where: { status: { in: ['QUEUED', 'RUNNING'] } } })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the mail job never finished');
}

/** Waits for a mail to `email` newer than its first `after` ones and answers its code, subject and text. */
export async function mailedCode(app: TestApp, email: string, after: number): Promise<{ code: string; subject: string; text: string }> {
  for (let tries = 0; tries < 600; tries++) {
    const sent = mailsTo(app, email);
    if (sent.length > after) {
      const { subject, text } = sent[sent.length - 1].message;
      // the mail job writes its row once more after sending: tests that compare tables wait for it
      await jobsSettled(app);
      return { code: /^(\d{6})$/m.exec(text)![1], subject, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The learner behind `token` asks for a step-up code (user/requestStepUpCode) and answers it once mailed. */
export async function stepUpCode(
  app: TestApp,
  learner: { token: string; email: string },
  action: 'exportData' | 'deleteAccount',
  headers: Record<string, string> = {},
  locale?: string,
): Promise<{ code: string; subject: string; text: string }> {
  const before = mailsTo(app, learner.email).length;
  const { status, body } = await app.rest('user/requestStepUpCode', { action, locale }, learner.token, headers);
  if (status !== 200 || body.data !== true) throw new Error(`no step-up code: ${status} ${JSON.stringify(body)}`);
  return mailedCode(app, learner.email, before);
}
