// The app with its mail going to an SMTP server started in the test, as the
// bulk e-mail suites need it: both started, both stopped.
import type { Config } from '../config.ts';
import { startSmtp, stopSmtp, type SmtpOptions, type TestSmtp } from './smtpServer.ts';
import { startTestApp, type TestApp } from './testApp.ts';

export interface MailApp {
  smtp: TestSmtp;
  app: TestApp;
  stop(): Promise<void>;
}

export async function startMailApp(overrides: Partial<Config> = {}, smtpOptions: SmtpOptions = {}): Promise<MailApp> {
  const smtp = await startSmtp(0, smtpOptions);
  try {
    const app = await startTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Quiz Platform <no-reply@quiz.example>', outboxDir: null },
      ...overrides,
    });
    return {
      smtp,
      app,
      async stop() {
        await app.stop();
        await stopSmtp(smtp.server);
      },
    };
  } catch (error) {
    await stopSmtp(smtp.server);
    throw error;
  }
}
