import { HOLD_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import type { Settings } from '../config/settings.js';

/** Where a kind of hold is found by the id its checkout is opened with. */
export interface CheckoutHold {
  table: 'registrations' | 'orders';
  idColumn: 'booking_id' | 'gateway_order_id';
}

/**
 * Opening a hold's checkout (the call the site makes just before the payment window opens): a hold
 * starts with HOLD_UNOPENED_SECONDS, so one a script never takes to payment soon ends; opened, it
 * lasts HOLD_SECONDS from its creation. Opening again changes nothing. Answers when the hold now
 * ends, or null when it is not a live pending hold.
 */
export async function openCheckout(
  db: DataSource,
  settings: Settings,
  { table, idColumn }: CheckoutHold,
  id: string,
): Promise<Date | null> {
  const row = await maybeOne<{ holdExpiresAt: Date }>(
    db,
    `UPDATE ${table}
     SET hold_expires_at = greatest(hold_expires_at, created_at + make_interval(secs => $2)), updated_at = now()
     WHERE ${idColumn} = $1 AND ${HOLD_READS.live()}
     RETURNING hold_expires_at AS "holdExpiresAt"`,
    [id, settings.holdSeconds],
  );
  return row?.holdExpiresAt ?? null;
}
