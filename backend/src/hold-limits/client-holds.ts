import { HOLD_READS } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { one } from '../common/sql.js';

/** The lock a hold request from this client address takes while it counts and opens its hold. */
export const clientLockKey = (clientKey: string) => `client-holds:${clientKey}`;

/**
 * Live (pending, unexpired) holds per client address, bookings and orders together:
 * LIVE_HOLDS_PER_CLIENT caps them, so a script rotating contacts cannot hoard from one address.
 * The caller holds the address's lock (clientLockKey) from this count until its hold is written.
 */
@Injectable()
export class ClientHolds {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The address's live holds, and when the soonest ends. */
  async live(clientKey: string): Promise<{ count: number; firstEndsInSeconds: number }> {
    const row = await one<{ count: number; firstEndsIn: number | null }>(
      this.db,
      `SELECT count(*)::int AS count, ceil(extract(epoch FROM min(ends) - now()))::int AS "firstEndsIn"
       FROM (SELECT hold_expires_at AS ends FROM registrations
             WHERE client_key = $1 AND ${HOLD_READS.live()}
             UNION ALL
             SELECT hold_expires_at FROM orders
             WHERE client_key = $1 AND ${HOLD_READS.live()}) live`,
      [clientKey],
    );
    return { count: row.count, firstEndsInSeconds: Math.max(1, row.firstEndsIn ?? 1) };
  }
}
