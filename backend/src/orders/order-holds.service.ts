import { ORDER_PAYMENT, HOLD_READS } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { Settings } from '../config/settings.js';
import { rows } from '../common/sql.js';
import { PARENT, SYSTEM, type Actor } from '../audit/actor.js';
import { moveAudited } from '../audit/audited-transition.js';
import { ReconcileJob } from '../payments/jobs/reconcile.job.js';
import { OrderPaymentsService } from './order-payments.service.js';

interface Released {
  productId: string;
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
       FROM orders WHERE ${HOLD_READS.overdue()} ORDER BY hold_expires_at LIMIT ${SWEEP_BATCH}`,
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
    if (ids.length > 0) await this.release(`id = ANY($1) AND hold_expires_at <= now()`, [ids], SYSTEM);
  }

  /** A buyer who closed the checkout gives the stock back at once; 0 when the order is not pending. */
  releaseUnpaid(gatewayOrderId: string): Promise<number> {
    return this.release('gateway_order_id = $1', [gatewayOrderId], PARENT);
  }

  /** Cancels an order whose payment cannot start (gateway unreachable), whatever its hold. */
  cancel(orderId: string): Promise<number> {
    return this.release('order_id = $1', [orderId], SYSTEM);
  }

  /** Ends the matching unpaid orders by the `expire` transition (libs/domain/src/payment-lifecycle.ts). */
  private async release(condition: string, params: unknown[], actor: Actor): Promise<number> {
    const released = await this.db.transaction(async (manager) => {
      const released = await moveAudited<Released>(manager, {
        subject: 'order',
        transition: ORDER_PAYMENT.expire,
        where: `holds_stock AND ${condition}`,
        params,
        set: `order_status = 'cancelled', holds_stock = false, updated_at = now()`,
        returning: 'product_id AS "productId", quantity',
        actor,
        action: 'order.expire',
      });
      for (const row of released) await this.stock.release(manager, row.productId, row.quantity);
      return released.length;
    });
    if (released > 0) {
      this.logger.log(`Released the stock of ${released} unpaid order(s)`);
      await this.catalog.requestRegeneration();
    }
    return released;
  }
}
