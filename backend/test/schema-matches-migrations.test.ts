import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { freshMigratedDatabase } from './support/fresh-database.js';

/**
 * The entities describe the tables the migrations build: on a freshly migrated database,
 * TypeORM's own schema diff (what `synchronize` would run) has nothing to add, drop or alter.
 * Migrations also create indexes, CHECKs, foreign keys and unique constraints the entities do
 * not declare; the diff would drop those, which is not a disagreement, so only such drops are
 * left out. A column, type, nullability, default or table that differs fails the test.
 */
describe('entities and migrations', () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db: dataSource, drop } = await freshMigratedDatabase('robo_schema'));
  });
  afterAll(() => drop());

  it('agree on every table and column', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    const disagreements = upQueries
      .map(({ query }) => query)
      .filter((query) => !/^(DROP INDEX|ALTER TABLE "\w+" DROP CONSTRAINT) /.test(query));
    expect(disagreements).toEqual([]);
  });
});
