import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_SWCRC, FAKE_RAZORPAY_SOURCE, OUT, REPO } from './paths.js';
import { firstMessage, startNode } from './processes.js';

/**
 * The app runs in production mode, where the payment sandbox never runs, so it talks to the
 * test suite's fake Razorpay API over loopback through the real SDK. The fake is compiled from
 * its one TypeScript source at every run (no JS twin) and served from its own process.
 */
export function compileFakeRazorpay() {
  const swc = createRequire(join(REPO, 'backend/package.json')).resolve('@swc/cli/bin/swc.js');
  const target = join(OUT, 'fake-razorpay.js');
  execFileSync(process.execPath, [swc, FAKE_RAZORPAY_SOURCE, '-o', target, '--config-file', BACKEND_SWCRC], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return target;
}

/** Starts the compiled fake in a child process; resolves with its RAZORPAY_* env. */
export async function startFakeRazorpay() {
  const compiled = compileFakeRazorpay();
  mkdirSync(join(OUT, 'logs'), { recursive: true });
  const child = startNode(fileURLToPath(new URL('./gateway-server.js', import.meta.url)), {
    args: [compiled],
    env: { PATH: process.env.PATH },
    cwd: OUT,
    logFile: join(OUT, 'logs/fake-razorpay.log'),
    ipc: true,
  });
  const { env } = await firstMessage(child);
  return { child, env };
}
