import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  dataSourceOptions,
  ensureDatabaseExists,
  migrate,
  type DatabaseRuntime,
} from '../src/database/database-runtime.js';

const SERVER = 'postgres://postgres@127.0.0.1:5432';

/**
 * The entities describe the tables the migrations build: on a freshly migrated database,
 * TypeORM's own schema diff (what `synchronize` would run) has nothing to add, drop or alter.
 * Migrations also create indexes, CHECKs, foreign keys and unique constraints the entities do
 * not declare; the diff would drop those, which is not a disagreement, so only such drops are
 * left out. A column, type, nullability, default or table that differs fails the test.
 */
describe('entities and migrations', () => {
  const name = `robo_schema_${randomBytes(6).toString('hex')}`;
  const database: DatabaseRuntime = { url: `${SERVER}/${name}`, mode: 'local', poolSize: 2 };
  let dataSource: DataSource;

  beforeAll(async () => {
    await ensureDatabaseExists(database.url);
    dataSource = await new DataSource(dataSourceOptions(database)).initialize();
    await migrate(dataSource, database);
  });
  afterAll(async () => {
    await dataSource.destroy();
    const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('agree on every table and column', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    const disagreements = upQueries
      .map(({ query }) => query)
      .filter((query) => !/^(DROP INDEX|ALTER TABLE "\w+" DROP CONSTRAINT) /.test(query));
    expect(disagreements).toEqual([]);
  });
});
