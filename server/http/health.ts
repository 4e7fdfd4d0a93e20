// /healthz and /readyz: 200 {status: "ok"} while the database answers with
// every committed migration applied, else 503 {status: "unavailable"}. They are
// answered first, before any other routing, and never queue behind GraphQL
// work: the check runs on the database's own health connection (database.ts),
// and requests at the same moment share one check. While the server is busy
// (other requests being answered, or waiting for a database connection) the
// answer is the last check's, if that is under `freshMs` old, and a new check
// runs meanwhile: a loaded machine delays the database's answer too, and on the
// embedded database the check shares the one session with everything else. An
// idle server, or no check for `freshMs`, waits for the database (whose health
// connection gives up after 2 s: unavailable).
import type { ServerResponse } from 'node:http';
import { sendJson } from './io.ts';

export interface HealthCheckOptions {
  freshMs: number;
  /** other requests are being answered, or wait for a database connection */
  busy(): boolean;
}

export const HEALTH_CHECK = { freshMs: 5000 };

export function createHealthCheck(probe: () => Promise<boolean>, options: HealthCheckOptions) {
  let running: Promise<boolean> | null = null;
  let last: { healthy: boolean; at: number } | null = null;
  const check = () =>
    (running ??= probe()
      .catch(() => false)
      .then((healthy) => {
        last = { healthy, at: Date.now() };
        return healthy;
      })
      .finally(() => {
        running = null;
      }));

  async function healthy(): Promise<boolean> {
    const answer = check();
    if (last && options.busy() && Date.now() - last.at < options.freshMs) return last.healthy;
    return answer;
  }

  return {
    healthy,
    async answer(res: ServerResponse) {
      const ok = await healthy();
      sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable' });
    },
  };
}
