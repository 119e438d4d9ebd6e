import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKEND_DIST, freePort, startAppProcess, waitForOutput, type AppProcess } from './support/app-process.js';
import { adminQuery } from './support/test-app.js';

/** The access log's lines (common/batched-log-destination.ts) among a process's output. */
function accessLines(output: string[]): Array<{ route: string; status: number }> {
  return output
    .filter((line) => line.startsWith('{') && line.includes('"context":"http"'))
    .map((line) => JSON.parse(line) as { route: string; status: number });
}

/** `count` GETs, `parallel` at a time, over the hot reads (fast path) and a route Nest answers. */
async function hammer(base: string, count: number, parallel = 25): Promise<void> {
  const paths = ['/api/venues', '/api/pricing', '/robots.txt', '/catalog.json'];
  let sent = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (sent < count) {
        const path = paths[sent++ % paths.length] ?? '/api/venues';
        const res = await fetch(base + path);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
      }
    }),
  );
}

/** Log lines are written in batches, and none is lost when the process ends (docs/decisions.md). */
describe('access log in batches, from the built process', () => {
  const dbName = `robo_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'robo-log-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!existsSync(join(BACKEND_DIST, 'main.js')))
      throw new Error('backend/dist is missing: run `npm run build` first');
    await adminQuery(`CREATE DATABASE ${dbName}`);
    // Seeded, so the hot reads have venues and a catalogue to answer with.
    env = { NODE_ENV: 'test', APP_ROLE: 'web', SEED_DEMO: 'true', DATA_DIR: dataDir };
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
    env.REDIS_URL = 'redis://127.0.0.1:6379';
  }, 30_000);

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startWeb(): Promise<{ web: AppProcess; base: string }> {
    const port = await freePort();
    const web = startAppProcess('main.js', { ...env, PORT: String(port) });
    await waitForOutput(web, 'Serving ');
    return { web, base: `http://127.0.0.1:${port}` };
  }

  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'a web process stopped with %s after N answered requests has logged N lines',
    async (signal) => {
      const { web, base } = await startWeb();
      const before = accessLines(web.output).length;
      await hammer(base, 400);
      // SIGKILL gives no chance to flush: the lines of answered requests are already out, at the
      // end of the event-loop turn that answered them.
      if (signal === 'SIGKILL') await new Promise((resolve) => setTimeout(resolve, 100));
      web.child.kill(signal);
      await web.exited;
      const lines = accessLines(web.output).slice(before);
      expect(lines).toHaveLength(400);
      expect(lines.every((line) => line.status === 200)).toBe(true);
    },
    90_000,
  );

  it.each([
    ['an uncaught exception', `throw new Error('fatal')`],
    ['an unhandled rejection', `Promise.reject(new Error('fatal'))`],
    ['process.exit', 'process.exit(3)'],
  ])('lines still held when the process ends with %s are written', (_name, ending) => {
    const logger = pathToFileURL(join(BACKEND_DIST, 'common', 'logger.js')).href;
    // Every line and the crash in one turn of the event loop, before any batch was written.
    const script = `
      const { PinoLogger } = await import(${JSON.stringify(logger)});
      const log = new PinoLogger('info');
      for (let i = 0; i < 1000; i++) log.log('line ' + i, 'crash-test');
      ${ending};`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    const lines = run.stdout.split('\n').filter((line) => line.includes('"context":"crash-test"'));
    expect(lines).toHaveLength(1000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ msg: 'line 999' });
  });
});
