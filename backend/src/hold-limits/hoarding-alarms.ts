import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoardingAlarm as Alarm } from '@robo/domain';
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
 * challenge before the statement judges it; staff see the alarms on the dashboard. Live holds are
 * read from the counters the rows keep (`venues.held_seats`, `products.held_units`), not counted.
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
      `SELECT 'venue' AS kind, id::text AS id, display_name AS name, held_seats AS "liveHolds",
              greatest(max_seats - booked_seats, 0) AS "left"
       FROM venues
       WHERE held_seats > 0 AND held_seats > $1::numeric * greatest(max_seats - booked_seats, 0)
       UNION ALL
       SELECT 'product', id, name, held_units, inventory
       FROM products
       WHERE held_units > 0 AND held_units > $1::numeric * inventory
       ORDER BY kind, id`,
      [this.settings.holdAlarmShare],
    );
  }
}
