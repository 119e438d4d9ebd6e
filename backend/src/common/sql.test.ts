import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { execute, maybeOne, one, rows } from './sql.js';

/** Against the machine's PostgreSQL, in a table of its own in the `postgres` database. */
describe('sql helpers', () => {
  const table = `sql_helpers_test_${randomBytes(4).toString('hex')}`;
  const db = new DataSource({
    type: 'postgres',
    url: 'postgres://postgres@127.0.0.1:5432/postgres',
    extra: { max: 2 },
  });

  beforeAll(async () => {
    await db.initialize();
    await execute(db, `CREATE TABLE ${table} (id int PRIMARY KEY, name text NOT NULL)`);
    await execute(db, `INSERT INTO ${table} VALUES (1, 'Asha'), (2, 'Ravi')`);
  });
  afterAll(async () => {
    await execute(db, `DROP TABLE IF EXISTS ${table}`);
    await db.destroy();
  });

  it('answers the rows of a SELECT, and of an UPDATE ... RETURNING the same way', async () => {
    expect(await rows<{ id: number }>(db, `SELECT id FROM ${table} ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(
      await rows<{ name: string }>(db, `UPDATE ${table} SET name = upper(name) WHERE id = $1 RETURNING name`, [1]),
    ).toEqual([{ name: 'ASHA' }]);
  });

  it('one() answers the single row and throws when a statement that must return one returns none', async () => {
    expect(await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${table}`)).toEqual({ n: 2 });
    await expect(one(db, `SELECT id FROM ${table} WHERE id = 99`)).rejects.toThrow(
      'Expected the statement to return a row',
    );
  });

  it('maybeOne() answers undefined for no row; execute() counts the rows changed, inside a transaction too', async () => {
    expect(await maybeOne(db, `SELECT id FROM ${table} WHERE id = 99`)).toBeUndefined();
    const changed = await db.transaction((manager) => execute(manager, `UPDATE ${table} SET name = name || '!'`));
    expect(changed).toBe(2);
    expect(await maybeOne<{ name: string }>(db, `SELECT name FROM ${table} WHERE id = 2`)).toEqual({ name: 'Ravi!' });
  });

  it('is rolled back with the transaction it ran in', async () => {
    await expect(
      db.transaction(async (manager) => {
        await execute(manager, `INSERT INTO ${table} VALUES (3, 'Meera')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rows(db, `SELECT id FROM ${table} WHERE id = 3`)).toEqual([]);
  });
});
