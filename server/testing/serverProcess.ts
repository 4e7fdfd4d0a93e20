// Starts `server/main.ts` as a child process, as production runs it, for the
// tests that need two server processes on one PostgreSQL and one Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServerProcess {
  url: string;
  /** the process started (the cluster's primary when it forks workers) */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CLIENT_DIST: '/nonexistent', ATTEMPT_SWEEP_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolveUrl(listening[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
