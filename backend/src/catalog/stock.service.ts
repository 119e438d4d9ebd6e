import type { Rupees } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { execute, maybeOne } from '../common/sql.js';

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
  { ok: true; product: ReservedProduct } | { ok: false; reason: 'not-found' | 'insufficient'; available: number };

/**
 * Store stock, always changed inside the caller's transaction and never read-then-written:
 * taking stock is one conditional UPDATE that cannot oversell (design §4).
 */
@Injectable()
export class StockService {
  async reserve(manager: EntityManager, productId: string, qty: number): Promise<ReserveOutcome> {
    const product = await maybeOne<ReservedProduct>(
      manager,
      `UPDATE products SET inventory = inventory - $2, updated_at = now()
       WHERE id = $1 AND is_active AND inventory >= $2
       RETURNING id, name, sku, price, inventory`,
      [productId, qty],
    );
    if (product) return { ok: true, product };
    // Only on refusal: tell "no such product" from "not enough left" for the error message.
    const current = await maybeOne<{ inventory: number }>(
      manager,
      'SELECT inventory FROM products WHERE id = $1 AND is_active',
      [productId],
    );
    return current
      ? { ok: false, reason: 'insufficient', available: current.inventory }
      : { ok: false, reason: 'not-found', available: 0 };
  }

  /** Puts `qty` units back (an expired, failed or refunded order); inactive products get them back too. */
  async release(manager: EntityManager, productId: string, qty: number): Promise<void> {
    await execute(manager, 'UPDATE products SET inventory = inventory + $2, updated_at = now() WHERE id = $1', [
      productId,
      qty,
    ]);
  }
}
