import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { InlineJobQueue } from './inline-job-queue.js';
import { JOB_RETRY } from './job-queue.js';

declare module './job-queue.js' {
  interface JobMap {
    'holds:test-job': { n: number };
  }
}

/** The in-process queue used without Redis: same retries as BullMQ, schedules only in workers. */
describe('InlineJobQueue', () => {
  let queue: InlineJobQueue;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(async () => {
    await queue.close();
    jest.useRealTimers();
  });

  it('runs an added job once with its payload', async () => {
    queue = new InlineJobQueue(true);
    const seen: number[] = [];
    queue.register('holds:test-job', async ({ n }) => void seen.push(n));
    await queue.add('holds:test-job', { n: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([7]);
  });

  it('retries a failing job JOB_RETRY.attempts times, doubling the wait, then gives up', async () => {
    queue = new InlineJobQueue(true);
    const attemptsAt: number[] = [];
    const started = Date.now();
    queue.register('holds:test-job', async () => {
      attemptsAt.push(Date.now() - started);
      throw new Error('provider down');
    });
    await queue.add('holds:test-job', { n: 1 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(attemptsAt).toHaveLength(JOB_RETRY.attempts);
  });

  it('stops retrying once an attempt succeeds', async () => {
    queue = new InlineJobQueue(true);
    let calls = 0;
    queue.register('holds:test-job', async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
    });
    await queue.add('holds:test-job', { n: 1 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
  });

  it('starts schedules only once a worker starts, and reports each successful run', async () => {
    queue = new InlineJobQueue(true);
    const ran: string[] = [];
    queue.observeSchedules({ ran: async (id) => void ran.push(id) });
    queue.register('holds:test-job', async () => undefined);
    await queue.repeat('holds:test-job', { n: 1 }, 1000);
    await jest.advanceTimersByTimeAsync(5000);
    expect(ran).toEqual([]);
    await queue.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(ran).toEqual(['holds:test-job', 'holds:test-job', 'holds:test-job']);
    expect(queue.schedules).toEqual([{ id: 'holds:test-job', everyMs: 1000 }]);
  });

  it('sets no schedule in a web-only process', async () => {
    queue = new InlineJobQueue(false);
    let runs = 0;
    queue.register('holds:test-job', async () => void (runs += 1));
    await queue.repeat('holds:test-job', { n: 1 }, 1000);
    await queue.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(0);
    expect(queue.schedules).toEqual([]);
  });
});
