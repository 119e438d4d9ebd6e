import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, QueryFailedError } from 'typeorm';
import { preparedQuery } from './prepared-query.js';

/** Against the machine's PostgreSQL, in a table of its own in the `postgres` database. */
describe('preparedQuery', () => {
  const table = `prepared_query_test_${randomBytes(4).toString('hex')}`;
  const db = new DataSource({
    type: 'postgres',
    url: 'postgres://postgres@127.0.0.1:5432/postgres',
    extra: { max: 2 },
  });
  const insert = (on: DataSource | Parameters<typeof preparedQuery>[0], id: number) =>
    preparedQuery<{ id: number }>(on, `insert-${table}`, `INSERT INTO ${table} (id) VALUES ($1) RETURNING id`, [id]);

  beforeAll(async () => {
    await db.initialize();
    await db.query(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
  });
  afterAll(async () => {
    await db.query(`DROP TABLE IF EXISTS ${table}`);
    await db.destroy();
  });

  it('answers the rows, on the pool and inside a transaction, the same statement used again and again', async () => {
    expect(await insert(db, 1)).toEqual([{ id: 1 }]);
    expect(await insert(db, 2)).toEqual([{ id: 2 }]);
    expect(await db.transaction((manager) => insert(manager, 3))).toEqual([{ id: 3 }]);
  });

  it('fails like TypeORM does, so callers can read the PostgreSQL error (a clash on a unique key)', async () => {
    const failure = await insert(db, 1).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toMatchObject({ code: '23505', constraint: `${table}_pkey` });
  });

  it('is rolled back with the transaction it ran in', async () => {
    await expect(
      db.transaction(async (manager) => {
        await insert(manager, 10);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query(`SELECT id FROM ${table} WHERE id = 10`)).toEqual([]);
  });
});
