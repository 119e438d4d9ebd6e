import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_RETRY, JobQueue, QUEUE_NAMES, type QueueName } from './job-queue.js';
import { RedisOutageLog } from './redis-outage-log.js';

interface RepeatSpec {
  queue: QueueName;
  name: string;
  data: unknown;
  everyMs: number;
}

/** BullMQ on Redis: durable jobs, retries with exponential backoff, any number of workers. */
export class BullmqJobQueue extends JobQueue {
  override readonly mode = 'bullmq' as const;
  private readonly logger = new Logger('Jobs');
  private readonly outage = new RedisOutageLog();
  /**
   * The queues' connection fails fast while Redis is away (no offline queue, and `add` checks
   * it first), so a request that adds a job after its transaction committed answers at once
   * instead of waiting for Redis.
   */
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];
  /** The schedules this process set up; any other schedule in Redis is a retired job's. */
  private readonly repeats = new Map<string, RepeatSpec>();
  private reassertTimer?: NodeJS.Timeout;
  private asserting = false;
  private closing = false;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly runsWorkers: boolean,
    private readonly reassertMs: number,
  ) {
    super();
    this.connection = this.watch(new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(name, {
        connection: this.connection,
        prefix,
        defaultJobOptions: {
          attempts: JOB_RETRY.attempts,
          backoff: { type: 'exponential', delay: JOB_RETRY.firstDelayMs },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      });
      queue.on('error', (err) => this.outage.failed(err));
      this.queues.set(name, queue);
    }
  }

  protected async enqueue(queue: QueueName, name: string, data: unknown): Promise<void> {
    // BullMQ itself would wait for the connection to come back.
    if (this.connection.status !== 'ready') throw new Error(`Redis is not connected: job ${queue}:${name} not queued`);
    await this.queue(queue).add(name, data);
  }

  /** Remembered here and set in Redis by the worker's schedule check (start), never blocking boot. */
  protected async schedule(queue: QueueName, name: string, data: unknown, everyMs: number): Promise<void> {
    if (!this.runsWorkers) return;
    const id = this.rememberSchedule(queue, name, everyMs);
    this.repeats.set(id, { queue, name, data, everyMs });
  }

  /**
   * Starts the workers and the schedule check, without waiting for Redis: a worker started
   * while Redis is down finishes booting and picks up work once Redis answers.
   */
  async start(): Promise<void> {
    if (!this.runsWorkers) return;
    for (const name of QUEUE_NAMES) {
      const connection = this.watch(new Redis(this.redisUrl, { maxRetriesPerRequest: null }));
      this.workerConnections.push(connection);
      const worker = new Worker(
        name,
        async (job) => {
          if (!this.hasHandler(name, job.name)) {
            // A job an earlier release queued (its schedule is gone): retrying it cannot help.
            this.logger.warn(`Dropped job ${name}:${job.name}: no handler for it in this release`);
            return;
          }
          await this.handlerFor(name, job.name)(job.data);
          if (this.isSchedule(name, job.name)) await this.scheduleRan(name, job.name);
        },
        {
          connection,
          prefix: this.prefix,
          concurrency: 4,
        },
      );
      worker.on('failed', (job, err) => {
        this.logger.warn(`Job ${name}:${job?.name} attempt ${job?.attemptsMade} failed: ${err.message}`);
      });
      worker.on('error', (err) => this.outage.failed(err));
      this.workers.push(worker);
    }
    // At once if connected, on every (re)connection (a restarted Redis may have lost its data), and periodically.
    void this.assertSchedules();
    this.connection.on('ready', () => void this.assertSchedules());
    this.reassertTimer = setInterval(() => void this.assertSchedules(), this.reassertMs);
    this.reassertTimer.unref();
  }

  async ping(): Promise<boolean> {
    if (this.connection.status !== 'ready') return false;
    try {
      return (await this.connection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.reassertTimer);
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(
      [this.connection, ...this.workerConnections].map((c) =>
        c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect(),
      ),
    );
  }

  /**
   * Schedules live in Redis, so a flush or a failover to an empty replica would silently stop
   * hold expiry and reconciliation: every `reassertMs` each schedule that is missing or overdue
   * is set again (upserting is idempotent), and retired ones are removed.
   */
  private async assertSchedules(): Promise<void> {
    if (this.asserting || this.connection.status !== 'ready') return;
    this.asserting = true;
    try {
      await this.removeRetiredSchedules();
      for (const [id, { queue, name, data, everyMs }] of this.repeats) {
        const existing = await this.queue(queue).getJobScheduler(id);
        if (existing && Number(existing.next ?? 0) > Date.now() - 2 * everyMs) continue;
        await this.queue(queue).upsertJobScheduler(id, { every: everyMs }, { name, data });
        if (existing !== undefined) this.logger.warn(`Schedule ${id} was overdue in Redis: set again`);
        else this.logger.log(`Schedule ${id} set`);
      }
    } catch (err) {
      this.outage.failed(err as Error);
    } finally {
      this.asserting = false;
    }
  }

  /** A schedule left in Redis by an earlier release would fire jobs no handler knows. */
  private async removeRetiredSchedules(): Promise<void> {
    for (const queue of this.queues.values()) {
      for (const { key } of await queue.getJobSchedulers()) {
        if (this.repeats.has(key)) continue;
        await queue.removeJobScheduler(key);
        this.logger.log(`Removed the retired schedule ${key}`);
      }
    }
  }

  private watch(connection: Redis): Redis {
    connection.on('error', (err) => this.closing || this.outage.failed(err));
    connection.on('ready', () => this.outage.recovered());
    return connection;
  }

  private queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }
}
