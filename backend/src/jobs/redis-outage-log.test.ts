import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { meansUnreachable } from './redis-outage-log.js';

describe('telling a Redis outage from a job error', () => {
  it('counts a refused connection as Redis being unreachable', async () => {
    // Nothing listens on this port (31020-31029 are spare ports for fault tests).
    const client = new Redis('redis://127.0.0.1:31029', { retryStrategy: () => null });
    const refused = await new Promise<Error>((resolve) => client.once('error', resolve));
    await new Promise((resolve) => client.once('end', resolve));
    expect(refused.message).toMatch(/ECONNREFUSED/);
    expect(meansUnreachable(refused)).toBe(true);
  });

  it('counts a command on a closed connection as Redis being unreachable', async () => {
    const client = new Redis('redis://127.0.0.1:6379');
    await client.ping();
    await client.quit();
    const closed = await client.ping().then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(meansUnreachable(closed as Error)).toBe(true);
  });

  it('does not count a job whose keys an emptied Redis lost', () => {
    // What BullMQ's worker reports when a restarted Redis came back empty under a running job.
    expect(meansUnreachable(new Error('Missing key for job repeat:reconcile:pending-payments:1. moveToFinished'))).toBe(
      false,
    );
  });
});
