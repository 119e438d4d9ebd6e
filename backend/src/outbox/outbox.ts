import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { Settings } from '../config/settings.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import { JobQueue } from '../jobs/job-queue.js';
import { retryDelayMs } from '../common/retry-delay.js';

/**
 * Every outbox kind → its payload. Each module adds its kinds by declaration merging, beside its
 * handler (`declare module '../outbox/outbox.js' { interface OutboxMap { 'qr.render': { bookingId: string } } }`),
 * so `handle`, `enqueue` and `rerun` refuse an unknown kind or a wrong payload at compile time.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- filled by declaration merging
export interface OutboxMap {}
export type OutboxKind = keyof OutboxMap & string;

/** What a module records: `kind` names the handler, `key` makes it unique (at most one item per kind+key). */
export interface OutboxRequest<K extends OutboxKind> {
  kind: K;
  key: string;
  payload: OutboxMap[K];
  /** Why the work exists, for people reading the admin list (e.g. 'booking RL-AB12CD34 paid'). */
  cause: string;
}

/** An enqueued item may wait: it is not run before `notBefore` (a throttled send, a scheduled announcement). */
export interface OutboxEnqueueRequest<K extends OutboxKind> extends OutboxRequest<K> {
  notBefore?: Date;
}

/** What a handler is told besides the payload. */
export interface OutboxItemInfo {
  id: string;
  kind: string;
  key: string;
  cause: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** Does the work; must be idempotent. Throwing means "not done": the item is retried with backoff. */
export type OutboxHandler<P> = (payload: P, item: OutboxItemInfo) => Promise<void>;

export interface OutboxHandlerOptions {
  /**
   * For `rerun` work: at least this long between the end of one run and the start of the next, so
   * a burst of causes (a loop of orders changing stock) gives one run per gap instead of one each.
   */
  rerunGapSeconds?: number;
}

interface ClaimedItem extends OutboxItemInfo {
  payload: unknown;
  generation: number;
}

const CLAIMED_COLUMNS = 'id::text AS id, kind, key, cause, attempts, payload, generation';
/** Items one sweep claims at a time, and how many handlers it runs at once. */
const SWEEP_BATCH = 50;
const SWEEP_CONCURRENCY = 4;
/** A sweep stops claiming more batches after this long; the next sweep carries on. */
const SWEEP_BUDGET_MS = 30_000;

/**
 * The outbox (README.md): `enqueue` records work in the caller's transaction; after the commit the
 * job queue runs it at once (the fast path), and a sweeper re-drives every item not done, with
 * capped exponential backoff, forever. A claimed item is leased, so a process killed mid-handler
 * only delays it until the lease runs out.
 */
@Injectable()
export class Outbox implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('Outbox');
  private readonly handlers = new Map<string, OutboxHandler<unknown>>();
  private readonly rerunGaps = new Map<string, number>();
  /** Items this process will kick when their rerun gap ends (the sweeper would too, later). */
  private readonly waiting = new Set<string>();
  /** Items recorded in a transaction still open, kicked once it commits. */
  private readonly awaitingCommit = new WeakMap<QueryRunner, string[]>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.db.subscribers.push(this);
  }

  /** Registers the handler of one kind (at module init, in every process). */
  handle<K extends OutboxKind>(
    kind: K,
    handler: OutboxHandler<OutboxMap[K]>,
    options: OutboxHandlerOptions = {},
  ): void {
    if (this.handlers.has(kind)) throw new Error(`Outbox kind ${kind} already has a handler`);
    this.handlers.set(kind, handler as OutboxHandler<unknown>);
    if (options.rerunGapSeconds) this.rerunGaps.set(kind, options.rerunGapSeconds);
  }

  /**
   * Records the work inside the caller's transaction (or at once with a manager outside one).
   * A second request with the same kind and key changes nothing; answers whether this one was new.
   */
  async enqueue<K extends OutboxKind>(manager: EntityManager, request: OutboxEnqueueRequest<K>): Promise<boolean> {
    const created = await maybeOne<{ id: string }>(
      manager,
      `INSERT INTO outbox_items (kind, key, payload, cause, next_attempt_at) VALUES ($1, $2, $3, $4, COALESCE($5, now()))
       ON CONFLICT (kind, key) DO NOTHING RETURNING id::text AS id`,
      [request.kind, request.key, JSON.stringify(request.payload ?? {}), request.cause, request.notBefore ?? null],
    );
    // An item not due yet is left to the sweeper: kicking it would only find it waiting.
    const due = !request.notBefore || request.notBefore.getTime() <= Date.now();
    if (created && due) this.kickAfterCommit(manager, created.id);
    return created !== undefined;
  }

  /**
   * Like `enqueue`, but for work whose result goes stale (a file rebuilt from the database): an
   * item with the same kind and key that already ran runs again, and one running now runs once
   * more after it finishes, so the last run always sees this transaction's changes. With a
   * `rerunGapSeconds` for the kind, the next run waits until that long after the last one ended.
   */
  async rerun<K extends OutboxKind>(manager: EntityManager, request: OutboxRequest<K>): Promise<void> {
    const item = await one<{ id: string; waitMs: number }>(
      manager,
      `INSERT INTO outbox_items (kind, key, payload, cause) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, key) DO UPDATE SET
         payload = EXCLUDED.payload, cause = EXCLUDED.cause, generation = outbox_items.generation + 1,
         state = 'pending', done_at = NULL,
         attempts = CASE WHEN outbox_items.state = 'done' THEN 0 ELSE outbox_items.attempts END,
         next_attempt_at = CASE WHEN outbox_items.state = 'done'
           THEN greatest(now(), outbox_items.done_at + make_interval(secs => $5)) ELSE outbox_items.next_attempt_at END
       RETURNING id::text AS id, greatest(0, ceil(extract(epoch FROM next_attempt_at - now()) * 1000))::int AS "waitMs"`,
      [
        request.kind,
        request.key,
        JSON.stringify(request.payload ?? {}),
        request.cause,
        this.rerunGaps.get(request.kind) ?? 0,
      ],
    );
    if (item.waitMs > 0) this.kickLater(item.id, item.waitMs);
    else this.kickAfterCommit(manager, item.id);
  }

  /** The fast path: runs one item if it is still due (another process may have taken it). */
  async runItem(id: string): Promise<void> {
    const [item] = await this.claim(`id = $2`, [id]);
    if (item) await this.execute(item);
  }

  /** The sweeper: runs every due item, a batch at a time, within a time budget. Answers how many ran. */
  async sweep(): Promise<number> {
    const started = Date.now();
    const limit = pLimit(SWEEP_CONCURRENCY);
    let ran = 0;
    for (;;) {
      const items = await this.claim(
        `id IN (SELECT id FROM outbox_items WHERE state = 'pending' AND next_attempt_at <= now()
                ORDER BY next_attempt_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
        [],
      );
      await Promise.all(items.map((item) => limit(() => this.execute(item))));
      ran += items.length;
      if (items.length < SWEEP_BATCH || Date.now() - started > SWEEP_BUDGET_MS) return ran;
    }
  }

  /** Makes an item due now (an owner's "retry now"); false if there is no such pending item. */
  async retryNow(id: string): Promise<boolean> {
    const due = await execute(
      this.db,
      `UPDATE outbox_items SET next_attempt_at = now() WHERE id = $1 AND state = 'pending'`,
      [id],
    );
    if (due > 0) this.kick(id);
    return due > 0;
  }

  /** TypeORM calls this after every commit; a nested transaction's inner commit is not the end. */
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const ids = this.awaitingCommit.get(queryRunner);
    if (!ids) return;
    this.awaitingCommit.delete(queryRunner);
    for (const id of ids) this.kick(id);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.awaitingCommit.delete(queryRunner);
  }

  private kickAfterCommit(manager: EntityManager, id: string): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.kick(id);
    const ids = this.awaitingCommit.get(runner) ?? [];
    ids.push(id);
    this.awaitingCommit.set(runner, ids);
  }

  /** Never awaited by callers: if the queue cannot take the job, the sweeper runs the item later. */
  private kick(id: string): void {
    this.jobs.add('outbox:run-item', { id }).catch((err: Error) => {
      this.logger.warn(`Outbox item ${id} waits for the sweeper: ${err.message}`);
    });
  }

  /** Kicks the item when it is due; one timer per item, and the sweeper covers a process that stops first. */
  private kickLater(id: string, waitMs: number): void {
    if (this.waiting.has(id)) return;
    this.waiting.add(id);
    setTimeout(() => {
      this.waiting.delete(id);
      this.kick(id);
    }, waitMs).unref();
  }

  /** Leases matching due items: they are not due again until the lease ends or they are settled. */
  private claim(condition: string, params: unknown[]): Promise<ClaimedItem[]> {
    return rows<ClaimedItem>(
      this.db,
      `UPDATE outbox_items SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
       WHERE state = 'pending' AND next_attempt_at <= now() AND ${condition}
       RETURNING ${CLAIMED_COLUMNS}`,
      [this.settings.outboxLeaseSeconds, ...params],
    );
  }

  private async execute(item: ClaimedItem): Promise<void> {
    const { payload, generation, ...info } = item;
    try {
      const handler = this.handlers.get(item.kind);
      if (!handler) throw new Error(`No handler for outbox kind ${item.kind}`);
      await handler(payload, info);
    } catch (err) {
      await this.failed(item, err as Error);
      return;
    }
    // Done, unless `rerun` asked for another run while this one worked: then it runs again, once
    // the kind's rerun gap has passed.
    const gapSeconds = this.rerunGaps.get(item.kind) ?? 0;
    const settled = await maybeOne<{ state: string }>(
      this.db,
      `UPDATE outbox_items SET state = CASE WHEN generation = $2 THEN 'done' ELSE 'pending' END,
         done_at = CASE WHEN generation = $2 THEN now() END,
         next_attempt_at = CASE WHEN generation = $2 THEN now() ELSE now() + make_interval(secs => $3) END, last_error = NULL
       WHERE id = $1 RETURNING state`,
      [item.id, generation, gapSeconds],
    );
    if (settled?.state !== 'pending') return;
    if (gapSeconds > 0) this.kickLater(item.id, gapSeconds * 1000);
    else this.kick(item.id);
  }

  private async failed(item: ClaimedItem, err: Error): Promise<void> {
    const delayMs = retryDelayMs(
      item.attempts,
      this.settings.outboxRetryFirstMs,
      this.settings.outboxRetryMaxSeconds * 1000,
    );
    this.logger.warn(
      `Outbox ${item.kind} ${item.key} attempt ${item.attempts} failed, retrying in ${Math.round(delayMs / 1000)} s: ${err.message}`,
    );
    await execute(
      this.db,
      `UPDATE outbox_items SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1`,
      [item.id, delayMs / 1000, err.message.slice(0, 1000)],
    );
  }
}
