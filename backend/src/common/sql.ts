import { DataSource, type EntityManager, type QueryResult } from 'typeorm';
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
