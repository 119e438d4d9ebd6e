import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  dataSourceOptions,
  ensureDatabaseExists,
  migrate,
  type DatabaseRuntime,
} from '../../src/database/database-runtime.js';

const SERVER = 'postgres://postgres@127.0.0.1:5432';

/** A new database of its own, migrated to the latest schema; `drop()` removes it. */
export async function freshMigratedDatabase(prefix: string): Promise<{ db: DataSource; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const database: DatabaseRuntime = { url: `${SERVER}/${name}`, mode: 'local', poolSize: 2 };
  await ensureDatabaseExists(database.url);
  const db = await new DataSource(dataSourceOptions(database)).initialize();
  await migrate(db, database);
  return {
    db,
    drop: async () => {
      await db.destroy();
      const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
