import { Logger } from '@nestjs/common';
import { JobQueue, type EnqueueOptions, type QueueName } from './job-queue.js';

const ATTEMPTS = 3;

/** Runs jobs in this process, with the same retries as BullMQ would give, when there is no Redis. */
export class InlineJobQueue extends JobQueue {
  override readonly mode = 'inline' as const;
  private readonly logger = new Logger('Jobs');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly waitingIds = new Set<string>();
  private readonly pendingSchedules: Array<() => void> = [];
  private running = false;

  constructor(private readonly runsWorkers: boolean) {
    super();
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<void> {
    if (options.jobId) {
      if (this.waitingIds.has(options.jobId)) return;
      this.waitingIds.add(options.jobId);
    }
    this.later(options.delayMs ?? 0, async () => {
      if (options.jobId) this.waitingIds.delete(options.jobId);
      await this.run(queue, name, data, 1);
    });
  }

  async repeat<T>(queue: QueueName, name: string, data: T, everyMs: number): Promise<void> {
    if (!this.runsWorkers) return;
    this.rememberSchedule(queue, name, everyMs);
    const schedule = () => {
      const timer = setInterval(() => {
        void this.run(queue, name, data, ATTEMPTS).then(async (done) => {
          if (done) await this.scheduleRan(queue, name);
        });
      }, everyMs);
      timer.unref();
      this.timers.add(timer);
    };
    if (this.running) schedule();
    else this.pendingSchedules.push(schedule);
  }

  async start(): Promise<void> {
    if (!this.runsWorkers) return;
    this.running = true;
    this.pendingSchedules.splice(0).forEach((schedule) => schedule());
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.running = false;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }

  private later(delayMs: number, fn: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void fn();
    }, delayMs);
    this.timers.add(timer);
  }

  /** True when the job succeeded at this attempt. */
  private async run<T>(queue: QueueName, name: string, data: T, attempt: number): Promise<boolean> {
    try {
      await this.handlerFor(queue, name)(data);
      return true;
    } catch (err) {
      if (attempt >= ATTEMPTS) {
        this.logger.error(`Job ${queue}:${name} failed after ${attempt} attempts: ${(err as Error).message}`);
        return false;
      }
      this.later(1000 * 2 ** (attempt - 1), async () => void (await this.run(queue, name, data, attempt + 1)));
      return false;
    }
  }
}
