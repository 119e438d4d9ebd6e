import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// Whatever happens to the bench (a crash, Ctrl-C, a timeout), it leaves no server running.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** Starts `node script` with its output in `logFile` (and an IPC channel when asked). */
export function startNode(script, { args = [], nodeArgs = [], env, cwd, logFile, ipc = false }) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env,
    stdio: ['ignore', log, log, ...(ipc ? ['ipc'] : [])],
  });
  closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.logFile = logFile;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Waits for the first IPC message from a child (how helper servers report their address). */
export function firstMessage(child, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.spawnfile} sent nothing in ${timeoutMs} ms`)), timeoutMs);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', () => reject(new Error(`exited before it was ready:\n${logTail(child)}`)));
  });
}

/** Polls `url` until it answers 200, failing fast if the process dies. */
export async function waitForHttp(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  child.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`The process serving ${url} exited:\n${logTail(child)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}

/** Polls a child's log until a line matches (for processes without a port, like the worker). */
export async function waitForLog(child, pattern, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited:\n${logTail(child)}`);
    if (pattern.test(readFileSync(child.logFile, 'utf8'))) return;
    await sleep(250);
  }
  throw new Error(`No log line matching ${pattern} within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(killer);
}

export function logTail(child, lines = 30) {
  try {
    return readFileSync(child.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
