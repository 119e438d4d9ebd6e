import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/fake-razorpay.js';
import { startFakeWhatsapp, type FakeWhatsapp } from '../fakes/fake-whatsapp.js';

/**
 * The faults harness (README.md): its own PostgreSQL cluster and Redis on spare loopback ports,
 * the built app as separate web and worker processes (`node backend/dist/main.js` with APP_ROLE),
 * and the fake Razorpay, so a test can kill, stop and restart any of them.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const HERE = dirname(fileURLToPath(import.meta.url));
export const MAIN_JS = resolve(HERE, '../../dist/main.js');

/** Why the faults suite cannot run here, or null when it can. */
export function missingTools(): string | null {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl')))
    return `initdb/pg_ctl not found in ${PG_BIN}`;
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not on PATH';
  return null;
}

export interface AppProcess {
  role: 'web' | 'worker';
  /** Where a web process serves. */
  url: string;
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output: string[];
}

export interface FaultsCluster {
  dir: string;
  pgPort: number;
  redisPort: number;
  databaseUrl: string;
  redisUrl: string;
  razorpay: FakeRazorpay;
  /** Where confirmations go: how many each parent got is an invariant. */
  whatsapp: FakeWhatsapp;
  /** Base URL of the (current) web process. */
  webUrl: string;
  processes: AppProcess[];
  db: pg.Pool;
  /**
   * Starts one app process with the cluster's settings plus `env`; resolves once it serves (web)
   * or has booted (worker). A second web process gets a `port` of its own.
   */
  start(role: 'web' | 'worker', env?: Record<string, string>, port?: number): Promise<AppProcess>;
  /** kill -9. */
  kill(process: AppProcess): Promise<void>;
  /** SIGTERM; answers the exit code and how long the process took to exit. */
  terminate(process: AppProcess): Promise<{ code: number | null; ms: number }>;
  flushRedis(): void;
  stopRedis(): void;
  startRedis(): Promise<void>;
  /** Stops the cluster's PostgreSQL (fast shutdown, as a crash or failover looks to clients). */
  stopPostgres(): void;
  startPostgres(): void;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Two spare loopback ports: PostgreSQL, then Redis (31010-31019 belong to the faults suite). */
  ports: [number, number];
  webPort: number;
  /** Settings every app process gets (short holds, fast reconciliation...). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** PostgreSQL refuses to run as root: there, its commands run as the `postgres` user. */
const AS_ROOT = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const [bin, argv] =
    AS_ROOT && command.startsWith(PG_BIN) ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(bin, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Polls `check` (a throw counts as not yet) until it holds; gives up when `gone()` says it never will. */
async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
  gone = () => false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (gone()) throw new Error(`${what} exited`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

export async function startCluster(options: ClusterOptions): Promise<FaultsCluster> {
  if (!existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: build the backend first (npx nx run @robo/backend:build)`);
  const [pgPort, redisPort] = options.ports;
  const dir = mkdtempSync(join(tmpdir(), 'robo-faults-'));
  const pgData = join(dir, 'pg');
  if (AS_ROOT) run('chown', ['postgres', dir]);
  run(join(PG_BIN, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const pgCtl = (...args: string[]) =>
    run(join(PG_BIN, 'pg_ctl'), ['-D', pgData, '-w', '-l', join(dir, 'pg.log'), ...args]);
  const pgStart = () =>
    pgCtl('-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start');
  pgStart();

  let redis: ChildProcess | undefined;
  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () =>
        spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
      'Redis',
    );
  };
  await startRedis();

  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE robo');
  await admin.end();

  const razorpay = await startFakeRazorpay();
  const whatsapp = await startFakeWhatsapp();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/robo`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // Idle connections die when PostgreSQL restarts; the pool opens new ones.
  db.on('error', () => undefined);
  const processes: AppProcess[] = [];

  const cluster: FaultsCluster = {
    dir,
    pgPort,
    redisPort,
    databaseUrl,
    redisUrl,
    razorpay,
    whatsapp,
    webUrl,
    processes,
    db,

    async start(role, env = {}, port = options.webPort) {
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [MAIN_JS], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          APP_ROLE: role,
          PORT: String(port),
          PUBLIC_URL: webUrl,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          DATA_DIR: join(dir, 'data'),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          ...razorpay.env,
          ...whatsapp.env,
          ...options.env,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started: AppProcess = { role, url, child, output: [] };
      const keep = (chunk: Buffer) => {
        started.output.push(chunk.toString('utf8'));
        if (started.output.length > 200) started.output.shift();
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      processes.push(started);
      const booted =
        role === 'web'
          ? async () => (await fetch(`${url}/api/health`)).status < 500
          : async () => started.output.join('').includes('Role worker');
      await waitFor(
        booted,
        `the ${role} process`,
        60_000,
        () => child.exitCode !== null || child.signalCode !== null,
      ).catch((err: Error) => {
        throw new Error(`${err.message}\n${started.output.join('').slice(-2000)}`);
      });
      return started;
    },

    async kill(target) {
      if (target.child.exitCode !== null || target.child.signalCode !== null) return;
      const exited = new Promise((done) => target.child.once('exit', done));
      target.child.kill('SIGKILL');
      await exited;
    },

    async terminate(target) {
      const started = Date.now();
      const exited = new Promise<number | null>((done) => target.child.once('exit', (code) => done(code)));
      target.child.kill('SIGTERM');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },

    flushRedis() {
      run('redis-cli', ['-p', String(redisPort), 'flushall']);
    },

    stopRedis() {
      redis?.kill('SIGKILL');
    },
    startRedis,

    stopPostgres() {
      pgCtl('-m', 'fast', 'stop');
    },

    startPostgres() {
      pgStart();
    },

    async close() {
      for (const started of processes) await cluster.kill(started);
      await db.end().catch(() => undefined);
      cluster.stopRedis();
      await razorpay.close();
      await whatsapp.close();
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}

/** Collects every line the processes print from now on; calling the answer stops and returns them. */
export function printedFrom(processes: AppProcess[]): () => string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  const streams = processes.flatMap((p) => [p.child.stdout!, p.child.stderr!]);
  for (const stream of streams) stream.on('data', collect);
  return () => {
    for (const stream of streams) stream.off('data', collect);
    return lines;
  };
}
