import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { StockService } from '../catalog/stock.service.js';
import { maybeOne } from '../common/sql.js';

/**
 * Puts a paid order's units back in stock (backend/src/orders/README.md, "Refund"): at most the
 * units sold and not yet restocked, counted by `orders.restocked_quantity` in one guarded UPDATE,
 * so a retry or a second person restocking at once can never return a unit twice.
 */
@Injectable()
export class OrderRestock {
  constructor(private readonly stock: StockService) {}

  /** Returns `units` ("rest": all not yet returned) and answers how many went back; 0 when that many are not left. */
  async restock(
    manager: EntityManager,
    order: { id: number; orderId: string },
    units: number | 'rest',
    actor: Actor,
  ): Promise<number> {
    const wanted = units === 'rest' ? null : units;
    if (wanted === 0) return 0;
    const returned = await maybeOne<{ productId: string; units: number }>(
      manager,
      `WITH before AS (SELECT id, restocked_quantity FROM orders WHERE id = $1 AND holds_stock AND paid_at IS NOT NULL),
       after AS (SELECT o.id, coalesce(before.restocked_quantity + $2::int, o.quantity) AS restocked
                 FROM orders o JOIN before ON before.id = o.id)
       UPDATE orders o SET restocked_quantity = after.restocked, holds_stock = after.restocked < o.quantity,
         updated_at = now()
       FROM before, after WHERE o.id = after.id AND after.restocked <= o.quantity
       RETURNING o.product_id AS "productId", after.restocked - before.restocked_quantity AS units`,
      [order.id, wanted],
    );
    if (!returned || returned.units <= 0) return 0;
    await this.stock.release(manager, returned.productId, returned.units, {
      reason: 'restock',
      orderId: order.orderId,
      actor,
    });
    return returned.units;
  }

  /** Units of the order that may still go back to stock. */
  async restockable(manager: EntityManager, id: number): Promise<number> {
    const row = await maybeOne<{ left: number }>(
      manager,
      `SELECT CASE WHEN holds_stock AND paid_at IS NOT NULL THEN quantity - restocked_quantity ELSE 0 END AS left
       FROM orders WHERE id = $1`,
      [id],
    );
    return row?.left ?? 0;
  }
}
