// The one way the platform sends mail (nodemailer). With SMTP_URL set, through
// that SMTP server from MAIL_FROM. Without it, each message is written as an
// .eml file to the outbox folder (DATA_DIR/outbox) and logged, so `npm start`
// needs nothing; in-memory runs (tests) keep them in `outbox`. Features do not
// call this directly: they queue a message (queueMail.ts) and a job delivers it,
// retried when the SMTP server is away.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** a Message-ID of our own (bulk mail: one per recipient, so a copy is recognisable) */
  messageId?: string;
  /** List-Unsubscribe with one-click (RFC 8058): the address that unsubscribes on a POST */
  unsubscribeUrl?: string;
  /** files carried by the message; one with a cid is shown where the HTML says src="cid:…" */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** The message as nodemailer takes it. */
function nodemailerMessage(from: string, { unsubscribeUrl, ...message }: MailMessage) {
  if (!unsubscribeUrl) return { from, ...message };
  return { from, ...message, list: { unsubscribe: { url: unsubscribeUrl } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

export interface WrittenMail {
  message: MailMessage;
  /** the whole message as sent (RFC 822) */
  raw: string;
  messageId: string;
}

export interface Mailer {
  /** sends now; throws when the SMTP server refuses or cannot be reached */
  deliver(message: MailMessage): Promise<{ messageId: string }>;
  /** the messages written when there is neither SMTP nor an outbox folder (in-memory runs) */
  readonly outbox: readonly WrittenMail[];
  close(): void;
}

export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  const outbox: WrittenMail[] = [];
  if (config.smtpUrl) {
    // Pooled: connections are kept and reused (a new SMTP connection per message cost about 100 ms here; bench:mail).
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true });
    return {
      outbox,
      async deliver(message) {
        const info = await transport.sendMail(nodemailerMessage(config.from, message));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (config.outboxDir) mkdirSync(config.outboxDir, { recursive: true });
  return {
    outbox,
    async deliver(message) {
      const info = await transport.sendMail(nodemailerMessage(config.from, message));
      const raw = (info.message as Buffer).toString('utf8');
      if (config.outboxDir) {
        const file = join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
        await writeFile(file, raw);
        log(`mail to ${message.to}: "${message.subject}" written to ${file} (no SMTP_URL)`);
      } else {
        outbox.push({ message, raw, messageId: info.messageId });
      }
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
