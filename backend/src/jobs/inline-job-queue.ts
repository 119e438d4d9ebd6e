import { Logger } from '@nestjs/common';
import { JOB_RETRY, JobQueue, type QueueName } from './job-queue.js';

/** Runs jobs in this process, with the same retries as BullMQ gives (JOB_RETRY), when there is no Redis. */
export class InlineJobQueue extends JobQueue {
  override readonly mode = 'inline' as const;
  private readonly logger = new Logger('Jobs');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pendingSchedules: Array<() => void> = [];
  private running = false;

  constructor(private readonly runsWorkers: boolean) {
    super();
  }

  protected async enqueue(queue: QueueName, name: string, data: unknown): Promise<void> {
    this.later(0, async () => void (await this.run(queue, name, data, 1)));
  }

  protected async schedule(queue: QueueName, name: string, data: unknown, everyMs: number): Promise<void> {
    if (!this.runsWorkers) return;
    this.rememberSchedule(queue, name, everyMs);
    const start = () => {
      const timer = setInterval(() => {
        void this.run(queue, name, data, 1).then(async (done) => {
          if (done) await this.scheduleRan(queue, name);
        });
      }, everyMs);
      timer.unref();
      this.timers.add(timer);
    };
    if (this.running) start();
    else this.pendingSchedules.push(start);
  }

  async start(): Promise<void> {
    if (!this.runsWorkers) return;
    this.running = true;
    this.pendingSchedules.splice(0).forEach((start) => start());
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

  /** True when the job succeeded at this attempt; a failure is retried after JOB_RETRY's backoff. */
  private async run(queue: QueueName, name: string, data: unknown, attempt: number): Promise<boolean> {
    try {
      await this.handlerFor(queue, name)(data);
      return true;
    } catch (err) {
      if (attempt >= JOB_RETRY.attempts) {
        this.logger.error(`Job ${queue}:${name} failed after ${attempt} attempts: ${(err as Error).message}`);
        return false;
      }
      this.logger.warn(`Job ${queue}:${name} attempt ${attempt} failed: ${(err as Error).message}`);
      this.later(
        JOB_RETRY.firstDelayMs * 2 ** (attempt - 1),
        async () => void (await this.run(queue, name, data, attempt + 1)),
      );
      return false;
    }
  }
}
