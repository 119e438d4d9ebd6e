import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource, type EntityManager, type QueryResult } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { onlyRow } from './rows.js';

/** Where a statement runs: the pool (a DataSource) or a transaction (its EntityManager). */
export type SqlRunner = DataSource | EntityManager;

/**
 * The one way this codebase runs hand-written SQL (lint bans bare `.query(` elsewhere in
 * `backend/src`). Each helper names the row type it returns, so a result is never `any`, and
 * reads TypeORM's structured result: `UPDATE ... RETURNING` gives its rows like a SELECT does,
 * where `query()` would answer `[rows, count]` for UPDATE and DELETE only.
 */
async function run(on: SqlRunner, text: string, params: readonly unknown[]): Promise<QueryResult> {
  const dataSource = on instanceof DataSource ? on : on.dataSource;
  const given = on instanceof DataSource ? undefined : on.queryRunner;
  const runner = given ?? dataSource.createQueryRunner();
  try {
    return await runner.query(text, [...params], true);
  } finally {
    if (!given) await runner.release();
  }
}

/** A timestamp as the API sends it: ISO, or null (a row's Date, or its string in a row read as JSON). */
export const iso = (at: Date | string | null): string | null => (at ? new Date(at).toISOString() : null);

/** Every row the statement returns. */
export async function rows<Row extends object>(
  on: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return (await run(on, text, params)).records as Row[];
}

/** The first row, or undefined when there is none (a lookup, a conditional UPDATE that may match nothing). */
export async function maybeOne<Row extends object>(
  on: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const [row] = await rows<Row>(on, text, params);
  return row;
}

/** The row a statement always returns (an aggregate, INSERT ... RETURNING); none is our bug and throws. */
export async function one<Row extends object>(
  on: SqlRunner,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row> {
  return onlyRow(await rows<Row>(on, text, params));
}

/** A statement whose rows are not read; answers how many rows it changed. */
export async function execute(on: SqlRunner, text: string, params: readonly unknown[] = []): Promise<number> {
  return (await run(on, text, params)).affected ?? 0;
}

/**
 * A record read in several statements, as one snapshot: in the caller's transaction when it gives
 * one, else in a REPEATABLE READ transaction of its own. Read apart, a refund settled between two
 * statements showed as failed in a booking's timeline while its amount still counted as refunded.
 */
export function inOneSnapshot<T>(
  db: DataSource,
  manager: EntityManager | undefined,
  read: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return manager ? read(manager) : db.transaction('REPEATABLE READ', read);
}

/** A statement to run before a COPY, with its parameters (COPY itself takes none). */
export interface SqlStatement {
  text: string;
  params?: readonly unknown[];
}

/**
 * CSV written by PostgreSQL itself (`COPY (select) TO STDOUT WITH (FORMAT csv)`), chunk by chunk as
 * the consumer takes it: the rows never become JavaScript objects, so a 100,000-row export costs
 * the web process a few buffers, not a heap of row garbage (bench/ measures it). `before` runs
 * first in the same REPEATABLE READ transaction, for what needs parameters (filling a temporary
 * table the select reads). A consumer that stops early leaves the connection mid-COPY: it is
 * closed, not returned to the pool, and PostgreSQL rolls the transaction back.
 */
export async function* copyCsv(db: DataSource, before: SqlStatement[], select: string): AsyncGenerator<Buffer> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    for (const statement of before) await client.query(statement.text, statement.params ? [...statement.params] : []);
    const copy = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv)`));
    for await (const chunk of copy) yield chunk;
    await client.query('COMMIT');
    finished = true;
  } finally {
    client.release(finished ? undefined : new Error('CSV export ended before its last row'));
  }
}
