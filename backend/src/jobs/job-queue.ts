/** The queues; QR codes, messages and the catalogue file go through the outbox queue (backend/src/outbox/README.md). */
export type QueueName = 'holds' | 'reconcile' | 'outbox';
export const QUEUE_NAMES: QueueName[] = ['holds', 'reconcile', 'outbox'];

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

/**
 * Every job, as `queue:name` → its payload. Each job file adds its own entry by declaration
 * merging (`declare module '../../jobs/job-queue.js' { interface JobMap { 'holds:expire-orders': … } }`),
 * so `add`, `register` and `repeat` check payloads without this module importing any other.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- filled by declaration merging
export interface JobMap {}
export type JobKey = Extract<keyof JobMap, `${QueueName}:${string}`>;

/** Both queues retry a failed job this often, waiting firstDelayMs, then twice as long each time. */
export const JOB_RETRY = { attempts: 5, firstDelayMs: 1000 } as const;

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

function split(job: JobKey): [QueueName, string] {
  const at = job.indexOf(':');
  return [job.slice(0, at) as QueueName, job.slice(at + 1)];
}

/**
 * Where modules send background work. Redis-backed (BullMQ, retries with backoff, any number
 * of worker processes) when Redis is there, otherwise run in-process with the same handlers and
 * the same retries (JOB_RETRY). Handlers must be idempotent: a retry or a duplicate job does no
 * harm. Jobs carry no fixed ids, so nothing kept from an earlier failure can block a later run;
 * work that must happen goes through the outbox (backend/src/outbox/README.md), not a job alone.
 */
export abstract class JobQueue {
  readonly mode: 'bullmq' | 'inline' = 'inline';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly scheduleList = new Map<string, Schedule>();
  private observer?: ScheduleObserver;

  /** Modules register their processors at init; only worker roles run them. */
  register<K extends JobKey>(job: K, handler: JobHandler<JobMap[K]>): void {
    this.handlers.set(job, handler as JobHandler);
  }

  /** Queues one run of `job`. */
  add<K extends JobKey>(job: K, data: JobMap[K]): Promise<void> {
    return this.enqueue(...split(job), data);
  }

  /**
   * Runs `job` every `everyMs` while a worker runs (one schedule however many workers).
   * Only worker roles set schedules; elsewhere this does nothing, so modules may call it in any role.
   */
  repeat<K extends JobKey>(job: K, data: JobMap[K], everyMs: number): Promise<void> {
    return this.schedule(...split(job), data, everyMs);
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

  protected abstract enqueue(queue: QueueName, name: string, data: unknown): Promise<void>;
  protected abstract schedule(queue: QueueName, name: string, data: unknown, everyMs: number): Promise<void>;
  /** Starts processing (worker roles only). */
  abstract start(): Promise<void>;
  abstract ping(): Promise<boolean>;
  abstract close(): Promise<void>;
}
