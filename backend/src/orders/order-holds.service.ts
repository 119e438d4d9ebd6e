import { ORDER_PAYMENT, transitionSql } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { Settings } from '../config/settings.js';
import { rows } from '../common/sql.js';
import { ReconcileJob } from '../payments/jobs/reconcile.job.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** An unpaid reservation ends by the `expire` transition (libs/domain/src/payment-lifecycle.ts). */
const EXPIRE = transitionSql(ORDER_PAYMENT.expire);

interface Released {
  order_id: string;
  product_id: string;
  quantity: number;
}

/** Orders looked at per run of the expiry job, and gateway checks in flight at once. */
const SWEEP_BATCH = 200;
const GATEWAY_CHECKS = 8;

/**
 * Gives back the stock of unpaid orders (design §4): when a hold expires, or when the gateway
 * order could not be created. Each order is released at most once, whoever gets there first.
 */
@Injectable()
export class OrderHoldsService {
  private readonly logger = new Logger('OrderHolds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stock: StockService,
    private readonly catalog: CatalogService,
    private readonly reconcile: ReconcileJob,
    private readonly payments: OrderPaymentsService,
    private readonly settings: Settings,
  ) {}

  /**
   * Expires up to SWEEP_BATCH overdue unpaid orders (one batch a run: bounded work). Each order's
   * gateway order is checked first: a captured payment whose callback was lost keeps the stock
   * (and, while the gateway cannot be reached, the hold lasts at most one more hold length).
   */
  async expireOverdue(): Promise<void> {
    const overdue = await rows<{ id: number; gatewayOrderId: string | null; longOverdue: boolean }>(
      this.db,
      `SELECT id, gateway_order_id AS "gatewayOrderId", hold_expires_at <= now() - make_interval(secs => $1) AS "longOverdue"
       FROM orders WHERE payment_status = 'pending' AND hold_expires_at <= now() ORDER BY hold_expires_at LIMIT ${SWEEP_BATCH}`,
      [this.settings.holdSeconds],
    );
    const limit = pLimit(GATEWAY_CHECKS);
    const unpaid = await Promise.all(
      overdue.map((order) =>
        limit(async () => {
          if (!order.gatewayOrderId) return order.id;
          const outcome = await this.reconcile.examine(order.gatewayOrderId, this.payments);
          return outcome === 'unpaid' || (outcome === 'unknown' && order.longOverdue) ? order.id : null;
        }),
      ),
    );
    const ids = unpaid.filter((id) => id !== null);
    if (ids.length > 0) await this.release(`id = ANY($1) AND hold_expires_at <= now()`, [ids]);
  }

  /** A buyer who closed the checkout gives the stock back at once; 0 when the order is not pending. */
  releaseUnpaid(gatewayOrderId: string): Promise<number> {
    return this.release('gateway_order_id = $1', [gatewayOrderId]);
  }

  /** Cancels an order whose payment cannot start (gateway unreachable), whatever its hold. */
  cancel(orderId: string): Promise<number> {
    return this.release('order_id = $1', [orderId]);
  }

  private async release(condition: string, params: unknown[]): Promise<number> {
    const released = await this.db.transaction(async (manager) => {
      const released = await rows<Released>(
        manager,
        `UPDATE orders SET ${EXPIRE.set}, order_status = 'cancelled', holds_stock = false, updated_at = now()
         WHERE ${EXPIRE.where} AND holds_stock AND ${condition}
         RETURNING order_id, product_id, quantity`,
        params,
      );
      for (const row of released)
        await this.stock.release(manager, row.product_id, row.quantity, {
          reason: 'hold_released',
          orderId: row.order_id,
        });
      return released.length;
    });
    if (released > 0) {
      this.logger.log(`Released the stock of ${released} unpaid order(s)`);
      await this.catalog.requestRegeneration();
    }
    return released;
  }
}
