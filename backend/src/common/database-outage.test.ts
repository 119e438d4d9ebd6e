import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DatabaseOutage, writeThroughOutage } from './database-outage.js';

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

describe('writeThroughOutage', () => {
  it('writes again while the database is unreachable, and answers once it is back', async () => {
    const refused = await errorOf(() => new pg.Client({ host: '127.0.0.1', port: 31029 }).connect());
    let attempts = 0;
    const written = await writeThroughOutage(async () => {
      attempts += 1;
      if (attempts < 3) throw refused;
      return 'recorded';
    });
    expect([written, attempts]).toEqual(['recorded', 3]);
  });

  it('does not repeat a write the database refused for its own reasons', async () => {
    let attempts = 0;
    await expect(
      writeThroughOutage(async () => {
        attempts += 1;
        throw new Error('duplicate key value violates unique constraint');
      }),
    ).rejects.toThrow('duplicate key');
    expect(attempts).toBe(1);
  });

  it('gives up when the outage outlasts its limit', async () => {
    const refused = await errorOf(() => new pg.Client({ host: '127.0.0.1', port: 31029 }).connect());
    let attempts = 0;
    await expect(
      writeThroughOutage(async () => {
        attempts += 1;
        throw refused;
      }, 600),
    ).rejects.toBe(refused);
    expect(attempts).toBeGreaterThan(1);
  });
});
