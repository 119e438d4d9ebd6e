import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JobQueue, QUEUE_NAMES, type EnqueueOptions, type QueueName } from './job-queue.js';

/** BullMQ on Redis: durable jobs, retries with exponential backoff, any number of workers. */
export class BullmqJobQueue extends JobQueue {
  override readonly mode = 'bullmq' as const;
  private readonly logger = new Logger('Jobs');
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];
  /** Ids of the schedules this process set up; any other schedule in Redis is a retired job's. */
  private readonly schedulerIds = new Set<string>();

  constructor(redisUrl: string, private readonly prefix: string, private readonly runsWorkers: boolean) {
    super();
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    for (const name of QUEUE_NAMES) {
      this.queues.set(name, new Queue(name, {
        connection: this.connection,
        prefix,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      }));
    }
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<void> {
    await this.queue(queue).add(name, data, { delay: options.delayMs, jobId: options.jobId });
  }

  async repeat<T>(queue: QueueName, name: string, data: T, everyMs: number): Promise<void> {
    if (!this.runsWorkers) return;
    const id = `${queue}:${name}`;
    this.schedulerIds.add(id);
    await this.queue(queue).upsertJobScheduler(id, { every: everyMs }, { name, data });
  }

  async start(): Promise<void> {
    if (!this.runsWorkers) return;
    await this.removeRetiredSchedules();
    for (const name of QUEUE_NAMES) {
      const connection = this.connection.duplicate();
      this.workerConnections.push(connection);
      const worker = new Worker(name, async (job) => {
        if (this.hasHandler(name, job.name)) return this.handlerFor(name, job.name)(job.data);
        // A job an earlier release queued (its schedule is gone): retrying it cannot help.
        this.logger.warn(`Dropped job ${name}:${job.name}: no handler for it in this release`);
      }, {
        connection,
        prefix: this.prefix,
        concurrency: 4,
      });
      worker.on('failed', (job, err) => {
        this.logger.warn(`Job ${name}:${job?.name} attempt ${job?.attemptsMade} failed: ${err.message}`);
      });
      this.workers.push(worker);
    }
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.connection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all([this.connection, ...this.workerConnections].map((c) => c.quit().catch(() => undefined)));
  }

  /** A schedule left in Redis by an earlier release would fire jobs no handler knows. */
  private async removeRetiredSchedules(): Promise<void> {
    for (const queue of this.queues.values()) {
      for (const { key } of await queue.getJobSchedulers()) {
        if (this.schedulerIds.has(key)) continue;
        await queue.removeJobScheduler(key);
        this.logger.log(`Removed the retired schedule ${key}`);
      }
    }
  }

  private queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }
}
