import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import pg from 'pg';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { PinoLogger } from '../../src/common/logger.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';

const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: NestFastifyApplication;
  settings: Settings;
  db: DataSource;
  /** A fresh supertest agent against the running app, sending the site's own Origin unless told otherwise. */
  http: () => supertest.Agent;
  /** Base URL of the listening app (for clients that need a real port). */
  url: string;
  close(): Promise<void>;
}

/**
 * Boots the real app (same setup as main.ts) on its own fresh PostgreSQL database and a Redis
 * key prefix of its own, listening on a random loopback port. `env` overrides settings; `logger`
 * receives the app's log lines (silent unless TEST_LOG_LEVEL says otherwise).
 */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  logger = new PinoLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
): Promise<TestApp> {
  const dbName = `robo_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'robo-test-'));
  const usesLocalDb = env.DATABASE_URL === undefined;
  if (usesLocalDb) await adminQuery(`CREATE DATABASE ${dbName}`);

  const settings = loadSettings({
    NODE_ENV: 'test',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    PORT: '0',
    // The abuse limits are off unless a test sets them (backend/test/abuse tests each one).
    HOLDS_PER_CLIENT: '0',
    HOLDS_PER_CONTACT: '0',
    HOLD_ALARM_SHARE: '0',
    LIVE_HOLDS_PER_CLIENT: '0',
    HOLD_UNOPENED_SECONDS: '0',
    LOOKUP_MISSES_PER_CLIENT: '0',
    COUPON_CHECKS_PER_CLIENT: '0',
    ...env,
  });
  const started = await createApp(settings, logger);
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const address = started.app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  // Origin checks compare against PUBLIC_URL; make it the real test URL unless a test set one.
  if (!env.PUBLIC_URL) settings.publicUrl = url;

  return {
    app: started.app,
    settings,
    db: started.app.get<DataSource>(getDataSourceToken()),
    // As a browser on the site sends it: session routes refuse state changes without an Origin.
    http: () => supertest.agent(started.app.getHttpServer()).set('Origin', new URL(settings.publicUrl).origin),
    url,
    async close() {
      await started.close();
      if (usesLocalDb) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `sql` on the server's `postgres` database (creating and dropping test databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Polls until `check` returns a truthy value (for effects of background jobs). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
