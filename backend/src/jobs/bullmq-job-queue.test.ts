import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { eventually } from '../../test/support/test-app.js';
import { BullmqJobQueue } from './bullmq-job-queue.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Runs against the machine's Redis under a key prefix of its own, removed afterwards. */
describe('BullmqJobQueue schedules', () => {
  const prefix = `robo-test-${randomBytes(6).toString('hex')}`;
  const opened: Array<() => Promise<unknown>> = [];

  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** The holds queue as an earlier release left it: with a schedule of `name`. */
  async function holdsQueueScheduling(name: string): Promise<Queue> {
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('holds', { connection, prefix });
    opened.push(
      () => connection.quit(),
      () => queue.close(),
    );
    await queue.upsertJobScheduler(`holds:${name}`, { every: 60_000 }, { name, data: {} });
    return queue;
  }

  function jobQueue(runsWorkers: boolean): BullmqJobQueue {
    const jobs = new BullmqJobQueue(REDIS_URL, prefix, runsWorkers, 60_000);
    opened.push(() => jobs.close());
    return jobs;
  }

  it('removes a retired schedule when a worker starts, and drops the job it had queued without retries', async () => {
    const holds = await holdsQueueScheduling('sweep-registrations');
    const worker = jobQueue(true);
    worker.register('holds:expire-registrations', async () => undefined);
    await worker.repeat('holds:expire-registrations', {}, 10_000);
    await worker.start();

    // Set in the background (start never waits for Redis).
    await eventually(
      async () => (await holds.getJobSchedulers()).map((s) => s.key).join() === 'holds:expire-registrations',
    );
    await eventually(async () => (await holds.getJobCounts('completed')).completed === 2);
    expect(await holds.getJobCounts('failed', 'waiting', 'delayed')).toEqual({ failed: 0, waiting: 0, delayed: 1 });
  });

  it('sets and removes no schedules in a web process (it runs no jobs)', async () => {
    const holds = await holdsQueueScheduling('expire-registrations');
    const web = jobQueue(false);
    await web.repeat('holds:expire-orders', {}, 60_000);
    await web.start();
    expect((await holds.getJobSchedulers()).map((s) => s.key)).toEqual(['holds:expire-registrations']);
  });
});
