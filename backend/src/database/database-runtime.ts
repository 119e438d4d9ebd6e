import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { portAnswers } from '../common/probe.js';
import { execute } from '../common/sql.js';
import type { Settings } from '../config/settings.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES, MIGRATIONS } from './entities.js';

export const POOL_SIZE = 20;
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/roboleague';
// Any constant shared by every process of this app: web and worker must not migrate at once.
const MIGRATION_LOCK_KEY = 7_246_310_911;

export interface DatabaseRuntime {
  url: string;
  mode: 'external' | 'local' | 'embedded';
  /** Connections in the app's pool: one for the embedded database, which runs one session safely. */
  poolSize: number;
  embedded?: EmbeddedPostgres;
}

/** design §2: DATABASE_URL, else a local PostgreSQL if one answers, else embedded PGlite. */
export async function resolveDatabase(settings: Settings): Promise<DatabaseRuntime> {
  const configured = settings.databaseUrl;
  if (configured && configured !== 'embedded') return { url: configured, mode: 'external', poolSize: POOL_SIZE };
  if (!configured && (await portAnswers('127.0.0.1', 5432))) {
    await ensureDatabaseExists(LOCAL_URL);
    return { url: LOCAL_URL, mode: 'local', poolSize: POOL_SIZE };
  }
  // PGlite has one session: several connections' statements would interleave inside each other's
  // transactions (docs/decisions.md), so the pool has one connection and requests queue for it.
  const embedded = await startEmbeddedPostgres(settings.dataDir);
  return { url: embedded.url, mode: 'embedded', poolSize: 1, embedded };
}

/** Creates the database named in the URL when the server answers but it does not exist yet. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    // oxlint-disable-next-line no-restricted-properties -- a pg client (typed by pg) on the maintenance database: no DataSource yet
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // oxlint-disable-next-line no-restricted-properties -- the same pg client
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // created meanwhile by another process
      });
    }
  } finally {
    await client.end();
  }
}

export function dataSourceOptions({ url, poolSize }: DatabaseRuntime): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize },
  };
}

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so web and worker never
 * migrate at once. The embedded database needs no lock (its directory lock admits one process)
 * and has a single connection, which the lock's session would hold while migrations wait for it.
 */
export async function migrate(dataSource: DataSource, database: DatabaseRuntime): Promise<void> {
  if (database.mode === 'embedded') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await execute(runner.manager, 'SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await execute(runner.manager, 'SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
