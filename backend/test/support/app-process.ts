import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** backend/dist, built by `npm run build` (the backend test target depends on it). */
export const BACKEND_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export interface AppProcess {
  child: ChildProcess;
  /** Every stdout/stderr line so far. */
  output: string[];
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts `node backend/dist/<script>` with `env` on top of this process's PATH and HOME. */
export function startAppProcess(script: 'main.js' | 'worker.js', env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, [join(BACKEND_DIST, script)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  }
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return { child, output, exited };
}

/** Waits until a line containing `text` has been printed. */
export async function waitForOutput(app: AppProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.output.some((line) => line.includes(text))) {
    if (app.child.exitCode !== null)
      throw new Error(`Process exited before printing "${text}":\n${app.output.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`No "${text}" within ${timeoutMs} ms:\n${app.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A loopback TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Sends `signal` and measures how long the process takes to exit. */
export async function stopAndTime(
  app: AppProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | string; ms: number }> {
  const started = Date.now();
  app.child.kill(signal);
  const code = await app.exited;
  return { code, ms: Date.now() - started };
}
