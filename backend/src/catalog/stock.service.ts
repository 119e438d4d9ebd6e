import type { Rupees } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { execute, maybeOne } from '../common/sql.js';
import { withinAlarmShareSql } from '../hold-limits/alarm-share.js';

/** What an order needs to know about the product whose stock it took. */
export interface ReservedProduct {
  id: string;
  name: string;
  sku: string;
  /** Whole rupees, as stored. */
  price: Rupees;
  inventory: number;
}

export type ReserveOutcome =
  | { ok: true; product: ReservedProduct }
  | { ok: false; reason: 'not-found' | 'insufficient' | 'alarm-share'; available: number };

/**
 * Store stock, always changed inside the caller's transaction and never read-then-written:
 * taking stock is one conditional UPDATE that cannot oversell (design §4).
 */
@Injectable()
export class StockService {
  /**
   * Takes `qty` units. With an `alarmShare` (a new pending order's hoarding alarm), only while the
   * units held by pending orders, these included, stay within that share of the units left after.
   */
  async reserve(manager: EntityManager, productId: string, qty: number, alarmShare = 0): Promise<ReserveOutcome> {
    const product = await maybeOne<ReservedProduct>(
      manager,
      `UPDATE products SET inventory = inventory - $2, updated_at = now()
       WHERE id = $1 AND is_active AND inventory >= $2
         AND ${withinAlarmShareSql('$3', 'held_units + $2', 'inventory - $2', '$2')}
       RETURNING id, name, sku, price, inventory`,
      [productId, qty, alarmShare],
    );
    if (product) return { ok: true, product };
    // Only on refusal: tell "no such product" from "not enough left" for the error message.
    const current = await maybeOne<{ inventory: number }>(
      manager,
      'SELECT inventory FROM products WHERE id = $1 AND is_active',
      [productId],
    );
    if (!current) return { ok: false, reason: 'not-found', available: 0 };
    const reason = current.inventory >= qty && alarmShare > 0 ? 'alarm-share' : 'insufficient';
    return { ok: false, reason, available: current.inventory };
  }

  /** Puts `qty` units back (an expired, failed or refunded order); inactive products get them back too. */
  async release(manager: EntityManager, productId: string, qty: number): Promise<void> {
    await execute(manager, 'UPDATE products SET inventory = inventory + $2, updated_at = now() WHERE id = $1', [
      productId,
      qty,
    ]);
  }
}
