import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DatabaseOutage } from './database-outage.js';

/** A real error from `pg`, as the app sees it. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('DatabaseOutage', () => {
  it('recognises a refused connection (answered 503 by the error filter)', async () => {
    const refused = await errorOf(() => new pg.Client({ host: '127.0.0.1', port: 31029 }).connect());
    expect(new DatabaseOutage().recognise(refused, 'GET /api/venues')).toBe(true);
  });

  it('recognises a server shutting down, wrapped the way TypeORM wraps driver errors', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(
      new DatabaseOutage().recognise({ message: 'query failed', driverError: shutdown }, 'POST /api/registrations'),
    ).toBe(true);
  });

  it("does not take a client that hung up mid-request (Node's 'aborted', ECONNRESET) for a database outage", () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(new DatabaseOutage().recognise(aborted, 'POST /api/registrations')).toBe(false);
  });

  it('leaves a bad query to be a 500', async () => {
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    const syntax = await errorOf(() => client.query('SELEC 1')).finally(() => client.end());
    expect(new DatabaseOutage().recognise(syntax, 'GET /api/venues')).toBe(false);
  });
});
