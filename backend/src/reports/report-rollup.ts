import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { execute, one, rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import {
  BOOKING_DIMENSIONS,
  LIVE_BOOKING_CONVERSION,
  LIVE_BOOKING_MOVEMENTS,
  LIVE_ORDER_CONVERSION,
  LIVE_ORDER_MOVEMENTS,
} from './report-sql.js';
import { kolkataMidnight } from './report-days.js';

declare module '../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:roll-up-reports': Record<string, never>;
  }
}

/** Days looked up and rolled per batch; a run goes on batch after batch until none is left. */
const DAYS_PER_BATCH = 31;
/** A report finding closed days not rolled up asks for a run at most this often (per process). */
const ON_DEMAND_EVERY_MS = 30_000;
/** A day is rolled once it has been over for this long, so no transaction begun on it is still open. */
const CLOSED_FOR = '1 hour';
/** Taken exclusively while a day is started, shared by the triggers that mark days dirty (migration 1795599605639). */
const LOCK = `hashtext('report_rollup')`;

/**
 * The closed days since the first hold that are not rolled up, or dirty, within $1..$2 (dates;
 * NULL for no bound: greatest and least skip NULLs).
 */
const PENDING_DAYS = `SELECT d::date AS day
  FROM generate_series(
    greatest($1::date, report_kolkata_day(least((SELECT min(created_at) FROM registrations), (SELECT min(created_at) FROM orders)))),
    least($2::date, report_kolkata_day(now() - interval '${CLOSED_FOR}') - 1), interval '1 day') d
  WHERE NOT EXISTS (SELECT 1 FROM report_rollup_days r WHERE r.day = d AND r.ready)
     OR EXISTS (SELECT 1 FROM report_dirty_days x WHERE x.day = d)`;

const dimensionRows = Object.entries(BOOKING_DIMENSIONS)
  .map(
    ([dimension, key]) =>
      `SELECT '${dimension}' AS dimension, m.edition_id, ${key} AS key, m.payments, m.collected, m.refunded, m.discount FROM m`,
  )
  .join('\n  UNION ALL\n  ');

/** $1 the day, $2/$3 its first instant and the instant after it, as the reports' windows. */
const ROLL_UP_DAY = [
  `WITH m AS MATERIALIZED (${LIVE_BOOKING_MOVEMENTS})
   INSERT INTO report_booking_daily (day, dimension, edition_id, key, payments, collected, refunded, discount)
   SELECT $1::date, d.dimension, d.edition_id, d.key, sum(d.payments), sum(d.collected), sum(d.refunded), sum(d.discount)
   FROM (${dimensionRows}) d WHERE d.key IS NOT NULL GROUP BY d.dimension, d.edition_id, d.key`,
  `INSERT INTO report_order_daily (day, product_id, product_name, product_sku, payments, units, collected, refunded)
   SELECT $1::date, m.product_id, max(m.product_name), max(m.product_sku), sum(m.payments), sum(m.units), sum(m.collected), sum(m.refunded)
   FROM (${LIVE_ORDER_MOVEMENTS}) m GROUP BY m.product_id`,
  `INSERT INTO report_conversion_daily (day, edition_id, booking_holds, bookings_paid)
   SELECT $1::date, c.edition_id, c.holds, c.paid FROM (${LIVE_BOOKING_CONVERSION}) c`,
  `INSERT INTO report_order_conversion_daily (day, order_holds, orders_paid)
   SELECT $1::date, c.holds, c.paid FROM (${LIVE_ORDER_CONVERSION}) c`,
];

/**
 * The reports' daily rollup (README.md, "Speed"): closed Asia/Kolkata days summed once per report
 * dimension, with the reports' own SQL over the same rows, so a report over a season adds a few
 * thousand day sums instead of every payment. A day whose rows change afterwards is marked dirty
 * by a trigger, read from its rows again, and rolled anew by the next run. A run rolls every day
 * pending, and one is queued when a worker starts and when a report meets closed days not rolled
 * up (after an import or a deploy), besides the schedule that catches dirty days.
 */
@Injectable()
export class ReportRollup implements OnModuleInit {
  private readonly logger = new Logger('ReportRollup');
  private lastAskedAt = -Infinity;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('reconcile:roll-up-reports', () => this.rollPending().then(() => undefined));
    await this.jobs.repeat('reconcile:roll-up-reports', {}, this.settings.reportRollupEveryMs);
    if (this.settings.runsWorkers) await this.queueRun('a worker started');
  }

  /** Rolls every closed day not rolled up, or dirty, since the first hold, newest first; answers how many. */
  async rollPending(batch = DAYS_PER_BATCH): Promise<number> {
    let rolled = 0;
    for (let found = batch; found === batch; rolled += found) found = await this.rollBatch(batch);
    if (rolled > 0) this.logger.log(`Rolled up ${rolled} day(s) of report figures`);
    return rolled;
  }

  /** Queues a run when closed days of `from`..`to` are not rolled up or dirty (at most every 30 s per process). */
  async requestRunIfPending(from: string, to: string): Promise<void> {
    if (Date.now() - this.lastAskedAt < ON_DEMAND_EVERY_MS) return;
    this.lastAskedAt = Date.now();
    const { pending } = await one<{ pending: boolean }>(this.db, `SELECT EXISTS (${PENDING_DAYS}) AS pending`, [
      from,
      to,
    ]);
    if (pending) await this.queueRun('a report met days not rolled up');
  }

  /** Queues one run; without Redis the next start, report or schedule asks again (a worker still boots, a report still answers). */
  private async queueRun(why: string): Promise<void> {
    await this.jobs.add('reconcile:roll-up-reports', {}).catch((err: Error) => {
      this.logger.warn(`Could not queue a report rollup (${why}): ${err.message}`);
    });
  }

  private async rollBatch(limit: number): Promise<number> {
    const days = await rows<{ day: string }>(
      this.db,
      `SELECT to_char(p.day, 'YYYY-MM-DD') AS day FROM (${PENDING_DAYS}) p ORDER BY p.day DESC LIMIT $3`,
      [null, null, limit],
    );
    for (const { day } of days) await this.rollDay(day);
    return days.length;
  }

  /**
   * Starts the day under the exclusive lock (so every change already under way has committed and
   * every later one finds the day and marks it dirty), then sums it in a second transaction whose
   * snapshot holds all the changes before the start.
   */
  async rollDay(day: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await execute(manager, `SELECT pg_advisory_xact_lock(${LOCK})`);
      await execute(manager, `DELETE FROM report_dirty_days WHERE day = $1`, [day]);
      await execute(manager, `DELETE FROM report_rollup_days WHERE day = $1`, [day]);
      await execute(manager, `INSERT INTO report_rollup_days (day) VALUES ($1)`, [day]);
    });
    await this.db.transaction(async (manager) => {
      const params = [day, [kolkataMidnight(day)], [kolkataMidnight(day, 1)]];
      for (const statement of ROLL_UP_DAY) await execute(manager, statement, params);
      await execute(manager, `UPDATE report_rollup_days SET ready = true, rolled_at = now() WHERE day = $1`, [day]);
    });
  }
}
