import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { execute, rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { BOOKING_DIMENSIONS, LIVE_BOOKING_MOVEMENTS, LIVE_CONVERSION, LIVE_ORDER_MOVEMENTS } from './report-sql.js';
import { kolkataMidnight } from './report-days.js';

declare module '../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:roll-up-reports': Record<string, never>;
  }
}

/** Days rolled per run: bounded work; a season's backlog takes a few runs. */
const DAYS_PER_RUN = 31;
/** A day is rolled once it has been over for this long, so no transaction begun on it is still open. */
const CLOSED_FOR = '1 hour';
/** Taken exclusively while a day is started, shared by the triggers that mark days dirty (migration 1795599605639). */
const LOCK = `hashtext('report_rollup')`;

const dimensionRows = Object.entries(BOOKING_DIMENSIONS)
  .map(
    ([dimension, key]) =>
      `SELECT '${dimension}' AS dimension, ${key} AS key, m.payments, m.collected, m.refunded, m.discount FROM m`,
  )
  .join('\n  UNION ALL\n  ');

/** $1 the day, $2/$3 its first instant and the instant after it, as the reports' windows. */
const ROLL_UP_DAY = [
  `WITH m AS MATERIALIZED (${LIVE_BOOKING_MOVEMENTS})
   INSERT INTO report_booking_daily (day, dimension, key, payments, collected, refunded, discount)
   SELECT $1::date, d.dimension, d.key, sum(d.payments), sum(d.collected), sum(d.refunded), sum(d.discount)
   FROM (${dimensionRows}) d WHERE d.key IS NOT NULL GROUP BY d.dimension, d.key`,
  `INSERT INTO report_order_daily (day, product_id, product_name, product_sku, payments, units, collected, refunded)
   SELECT $1::date, m.product_id, max(m.product_name), max(m.product_sku), sum(m.payments), sum(m.units), sum(m.collected), sum(m.refunded)
   FROM (${LIVE_ORDER_MOVEMENTS}) m GROUP BY m.product_id`,
  `INSERT INTO report_conversion_daily (day, booking_holds, bookings_paid, order_holds, orders_paid)
   SELECT $1::date, c.booking_holds, c.bookings_paid, c.order_holds, c.orders_paid FROM (${LIVE_CONVERSION}) c`,
];

/**
 * The reports' daily rollup (README.md, "Speed"): closed Asia/Kolkata days summed once per report
 * dimension, with the reports' own SQL over the same rows, so a report over a season adds a few
 * thousand day sums instead of every payment. A day whose rows change afterwards is marked dirty
 * by a trigger, read from its rows again, and rolled anew by the next run.
 */
@Injectable()
export class ReportRollup implements OnModuleInit {
  private readonly logger = new Logger('ReportRollup');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('reconcile:roll-up-reports', () => this.rollPending().then(() => undefined));
    await this.jobs.repeat('reconcile:roll-up-reports', {}, this.settings.reportRollupEveryMs);
  }

  /** Rolls the newest closed days not rolled up, or dirty, since the first hold; answers how many. */
  async rollPending(limit = DAYS_PER_RUN): Promise<number> {
    const days = await rows<{ day: string }>(
      this.db,
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series(
         report_kolkata_day(least((SELECT min(created_at) FROM registrations), (SELECT min(created_at) FROM orders))),
         report_kolkata_day(now() - interval '${CLOSED_FOR}') - 1, interval '1 day') d
       WHERE NOT EXISTS (SELECT 1 FROM report_rollup_days r WHERE r.day = d AND r.ready)
          OR EXISTS (SELECT 1 FROM report_dirty_days x WHERE x.day = d)
       ORDER BY d DESC LIMIT $1`,
      [limit],
    );
    for (const { day } of days) await this.rollDay(day);
    if (days.length > 0) this.logger.log(`Rolled up ${days.length} day(s) of report figures`);
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
