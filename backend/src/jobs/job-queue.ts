/** The queues; QR codes, messages and the catalogue file go through the outbox queue (backend/src/outbox/README.md). */
export type QueueName = 'holds' | 'reconcile' | 'outbox';
export const QUEUE_NAMES: QueueName[] = ['holds', 'reconcile', 'outbox'];

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

/** A repeatable job as set up by `repeat`: `queue:name`, run every `everyMs`. */
export interface Schedule {
  id: string;
  everyMs: number;
}

/** Told about schedules (health/schedule-runs.ts records them so late ones show in /api/health). */
export interface ScheduleObserver {
  /** A run of this schedule succeeded. */
  ran(id: string): Promise<void>;
}

export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /** A job with the same id that is still waiting is not added twice. */
  jobId?: string;
}

/**
 * Where modules send background work. Redis-backed (BullMQ, retries with backoff, any number
 * of worker processes) when Redis is there, otherwise run in-process with the same handlers.
 * Handlers must be idempotent: a retry or a duplicate job does no harm.
 */
export abstract class JobQueue {
  readonly mode: 'bullmq' | 'inline' = 'inline';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly scheduleList = new Map<string, Schedule>();
  private observer?: ScheduleObserver;

  /** Modules register their processors at init; only worker roles run them. */
  register<T>(queue: QueueName, name: string, handler: JobHandler<T>): void {
    this.handlers.set(`${queue}:${name}`, handler as JobHandler);
  }

  protected hasHandler(queue: string, name: string): boolean {
    return this.handlers.has(`${queue}:${name}`);
  }

  protected handlerFor(queue: string, name: string): JobHandler {
    const handler = this.handlers.get(`${queue}:${name}`);
    if (!handler) throw new Error(`No handler registered for job ${queue}:${name}`);
    return handler;
  }

  /** The schedules this process runs (none outside worker roles). */
  get schedules(): Schedule[] {
    return [...this.scheduleList.values()];
  }

  observeSchedules(observer: ScheduleObserver): void {
    this.observer = observer;
  }

  protected rememberSchedule(queue: QueueName, name: string, everyMs: number): string {
    const id = `${queue}:${name}`;
    this.scheduleList.set(id, { id, everyMs });
    return id;
  }

  protected isSchedule(queue: string, name: string): boolean {
    return this.scheduleList.has(`${queue}:${name}`);
  }

  /** After a successful run of a repeatable job; a failure to record it must not fail the job. */
  protected async scheduleRan(queue: string, name: string): Promise<void> {
    await this.observer?.ran(`${queue}:${name}`).catch(() => undefined);
  }

  abstract add<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /**
   * A job that runs every `everyMs` while a worker runs (one schedule however many workers).
   * Only worker roles set schedules; elsewhere this does nothing, so modules may call it in any role.
   */
  abstract repeat<T>(queue: QueueName, name: string, data: T, everyMs: number): Promise<void>;
  /** Starts processing (worker roles only). */
  abstract start(): Promise<void>;
  abstract ping(): Promise<boolean>;
  abstract close(): Promise<void>;
}
