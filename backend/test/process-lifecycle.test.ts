import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  BACKEND_DIST,
  freePort,
  startAppProcess,
  stopAndTime,
  waitForOutput,
  type AppProcess,
} from './support/app-process.js';

const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A GET on a kept-alive socket; the agent keeps the socket open afterwards. */
function keepAliveGet(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/** The built processes (node backend/dist/main.js and worker.js) as a deployment runs them. */
describe('process lifecycle', () => {
  const dbName = `robo_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'robo-proc-'));
  let env: Record<string, string>;
  let web: AppProcess | undefined;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(join(BACKEND_DIST, 'main.js')))
      throw new Error('backend/dist is missing: run `npm run build` first');
    await adminQuery(`CREATE DATABASE ${dbName}`);
    port = await freePort();
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      HTTP_HEADERS_TIMEOUT_SECONDS: '2',
    };
    web = startAppProcess('main.js', { ...env, APP_ROLE: 'web' });
    await waitForOutput(web, 'Serving ');
  }, 90_000);

  afterAll(async () => {
    web?.child.kill('SIGKILL');
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes a request whose headers never finish once HTTP_HEADERS_TIMEOUT_SECONDS has passed', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThanOrEqual(1500);
    // Well before the next deadline that could close it (idle sockets at 30 s): a busy machine may
    // check the deadline a few seconds late.
    expect(ms).toBeLessThan(10_000);
  });

  it('exits on SIGTERM within 10 s although a browser keeps a connection alive', async () => {
    const agent = new Agent({ keepAlive: true });
    expect(await keepAliveGet(`http://127.0.0.1:${port}/api/health`, agent)).toBe(200);
    const { code, ms } = await stopAndTime(web!);
    agent.destroy();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(web!.output.join('\n')).toContain('SIGTERM received: closing');
  }, 20_000);

  it('a worker exits on SIGTERM within 10 s', async () => {
    const worker = startAppProcess('worker.js', env);
    await waitForOutput(worker, 'Role worker');
    const { code, ms } = await stopAndTime(worker);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 90_000);
});
