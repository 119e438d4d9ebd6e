import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type HoardingAlarm as Alarm, BOOKING_READS, ORDER_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { ShortLivedCache } from '../common/short-lived-cache.js';
import { rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';

/** How long the alarms are reused for hold checks: one query a second per process, whatever the rush. */
const ALARMS_TTL_MS = 1_000;

/**
 * Venues and products whose live holds exceed HOLD_ALARM_SHARE of the seats or units left: the
 * shape of one client hoarding a sale (docs/security.md). The hold statement keeps holds within the
 * share (alarm-share.ts), so an alarm is up where a lone hold takes the last seats or units, or
 * seats or stock were cut under live holds. While it is up, every new hold there needs a solved
 * challenge before the statement judges it; staff see the alarms on the dashboard.
 */
@Injectable()
export class HoardingAlarms {
  private readonly alarms = new ShortLivedCache(() => this.load(), ALARMS_TTL_MS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  /** The alarms up now (at most a second old). */
  current(): Promise<Alarm[]> {
    return this.settings.holdAlarmShare === 0 ? Promise.resolve([]) : this.alarms.get();
  }

  async raisedFor(kind: Alarm['kind'], id: string): Promise<boolean> {
    return (await this.current()).some((alarm) => alarm.kind === kind && alarm.id === id);
  }

  private load(): Promise<Alarm[]> {
    return rows<Alarm>(
      this.db,
      `SELECT 'venue' AS kind, v.id::text AS id, v.display_name AS name, h.held AS "liveHolds",
              greatest(v.max_seats - v.booked_seats, 0) AS "left"
       FROM venues v
       JOIN (SELECT venue_id, count(*)::int AS held FROM registrations
             WHERE ${BOOKING_READS.awaitingPayment.sql()} AND holds_seat GROUP BY venue_id) h ON h.venue_id = v.id
       WHERE h.held > $1::numeric * greatest(v.max_seats - v.booked_seats, 0)
       UNION ALL
       SELECT 'product', p.id, p.name, h.held, p.inventory
       FROM products p
       JOIN (SELECT product_id, sum(quantity)::int AS held FROM orders
             WHERE ${ORDER_READS.awaitingPayment.sql()} AND holds_stock GROUP BY product_id) h ON h.product_id = p.id
       WHERE h.held > $1::numeric * p.inventory
       ORDER BY kind, id`,
      [this.settings.holdAlarmShare],
    );
  }
}
