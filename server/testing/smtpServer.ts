// An SMTP server (smtp-server) on 127.0.0.1 for the tests and benchmarks that
// send real mail: it keeps every message it is given, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  received: Received[];
}

export interface SmtpOptions {
  /** runs as each message is accepted */
  onMessage?: (message: Received) => void;
  /** recipients the server refuses (550), as a mailbox that does not exist */
  refuse?: (address: string) => boolean;
}

/** Listens on `port` (0: any free one). */
export function startSmtp(port = 0, { onMessage, refuse }: SmtpOptions = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // no reverse DNS of 127.0.0.1 per connection (this machine has no resolver to ask)
    disableReverseLookup: true,
    // stopping drops the app's kept (pooled) connections at once rather than after 30 s
    closeTimeout: 100,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address)) return callback(Object.assign(new Error(`5.1.1 <${address.address}>: no such mailbox`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream, { keepCidLinks: true }) // the HTML as sent: src="cid:…" stays (not turned into data: addresses)
        .then((parsed) => {
          const message = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed };
          received.push(message);
          callback();
          onMessage?.(message);
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, received }));
  });
}

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Waits for a condition the server brings about (a job's run), not for a time. */
export async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, tries = 600): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}
