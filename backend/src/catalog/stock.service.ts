import {
  STOCK_MESSAGES,
  type ProductStock,
  type Rupees,
  type StockMovement,
  type StockMovementReason,
} from '@robo/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorName, SYSTEM, type Actor } from '../audit/actor.js';
import { maybeOne, rows } from '../common/sql.js';
import { withinAlarmShareSql } from '../hold-limits/alarm-share.js';
import { catalogError } from './catalog.errors.js';

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

/** Why stock moved, for its history line; the system's unless an actor is given. */
export interface MovementCause {
  reason: StockMovementReason;
  orderId?: string | null;
  note?: string | null;
  actor?: Actor;
}

/**
 * Lines that move units between "available" and "held by checkouts" without changing what is on
 * hand. `products.held_units` follows the order row by a trigger deferred to commit
 * (migration 1795781856984), so when the line is written it does not yet count this change.
 */
const HOLD_REASONS: readonly StockMovementReason[] = ['order_hold', 'hold_released'];

const MOVEMENT_COLUMNS = `id, created_at AS at, delta, reason, note, order_id AS "orderId", actor,
  available_after AS "availableAfter", on_hand_after AS "onHandAfter"`;

/** Lines of history a product's stock answer carries. */
const HISTORY_LINES = 200;

/**
 * Store stock, always changed inside the caller's transaction and never read-then-written:
 * every change is one conditional UPDATE of the product that cannot oversell (design §4), and
 * the same statement writes its history line (backend/src/catalog/README.md, "Stock").
 */
@Injectable()
export class StockService {
  /**
   * Takes `qty` units. With an `alarmShare` (a new pending order's hoarding alarm), only while the
   * units held by pending orders, these included, stay within that share of the units left after.
   */
  async reserve(
    manager: EntityManager,
    productId: string,
    qty: number,
    cause: MovementCause,
    alarmShare = 0,
  ): Promise<ReserveOutcome> {
    const product = await this.move<ReservedProduct>(manager, productId, -qty, cause, {
      condition: `is_active AND inventory >= -$2::int AND ${withinAlarmShareSql('$8', 'held_units - $2', 'inventory + $2', '-$2::int')}`,
      params: [alarmShare],
      returning: 'id, name, sku, price, inventory',
    });
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
  async release(manager: EntityManager, productId: string, qty: number, cause: MovementCause): Promise<void> {
    await this.move(manager, productId, qty, cause, { condition: 'true', params: [], returning: 'id' });
  }

  /**
   * A staff adjustment (received, damaged, count correction, returned): refused with 409 when it
   * would take the available units below 0, so two clerks and a checkout at once, each one
   * statement on the locked row, never oversell or lose one another's change.
   */
  async adjust(manager: EntityManager, productId: string, delta: number, cause: MovementCause): Promise<number> {
    const moved = await this.move<{ inventory: number }>(manager, productId, delta, cause, {
      condition: 'inventory + $2 >= 0',
      params: [],
      returning: 'inventory',
    });
    if (moved) return moved.inventory;
    const current = await maybeOne<{ inventory: number }>(manager, 'SELECT inventory FROM products WHERE id = $1', [
      productId,
    ]);
    if (!current) throw catalogError.PRODUCT_NOT_FOUND('Product not found');
    throw catalogError.STOCK_BELOW_ZERO(STOCK_MESSAGES.belowZero(current.inventory), { available: current.inventory });
  }

  /** A product's stock now (on hand, held by checkouts, available) and its latest history lines, newest first. */
  async history(manager: EntityManager, productId: string): Promise<ProductStock | null> {
    const product = await maybeOne<{ available: number; held: number }>(
      manager,
      'SELECT inventory AS available, held_units AS held FROM products WHERE id = $1',
      [productId],
    );
    if (!product) return null;
    const lines = await rows<Omit<StockMovement, 'at'> & { at: Date }>(
      manager,
      `SELECT ${MOVEMENT_COLUMNS} FROM stock_movements WHERE product_id = $1 ORDER BY id DESC LIMIT ${HISTORY_LINES}`,
      [productId],
    );
    return {
      productId,
      onHand: product.available + product.held,
      held: product.held,
      available: product.available,
      movements: lines.map((line) => ({ ...line, at: line.at.toISOString() })),
    };
  }

  /**
   * Changes the product's available units by `delta` when `condition` holds ($1 the product,
   * $2 the delta, further parameters from $8) and writes the history line in the same statement.
   * Answers the RETURNING row, or undefined when the product did not match.
   */
  private async move<Row extends object>(
    manager: EntityManager,
    productId: string,
    delta: number,
    cause: MovementCause,
    update: { condition: string; params: unknown[]; returning: string },
  ): Promise<Row | undefined> {
    const actor = cause.actor ?? SYSTEM;
    // On hand = available + held; a hold line leaves it as it was (see HOLD_REASONS).
    const onHand = HOLD_REASONS.includes(cause.reason) ? 'inventory + held_units - $2' : 'inventory + held_units';
    return maybeOne<Row>(
      manager,
      `WITH moved AS (
         UPDATE products SET inventory = inventory + $2, updated_at = now()
         WHERE id = $1 AND ${update.condition}
         RETURNING *, ${onHand} AS on_hand_after
       ), line AS (
         INSERT INTO stock_movements (product_id, delta, reason, note, order_id, staff_id, actor, available_after, on_hand_after)
         SELECT id, $2, $3, $4, $5, $6, $7, inventory, on_hand_after FROM moved
       )
       SELECT ${update.returning} FROM moved`,
      [
        productId,
        delta,
        cause.reason,
        cause.note ?? null,
        cause.orderId ?? null,
        actor.kind === 'staff' ? actor.id : null,
        actorName(actor),
        ...update.params,
      ],
    );
  }
}
