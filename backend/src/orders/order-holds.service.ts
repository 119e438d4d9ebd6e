import { ORDER_PAYMENT } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { PARENT, SYSTEM, type Actor } from '../audit/actor.js';
import { moveAudited } from '../audit/audited-transition.js';

interface Released {
  orderId: string;
  productId: string;
  quantity: number;
}

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
  ) {}

  /** Releases these orders if still unpaid and overdue (the payment pipeline's expiry sweep found them unpaid). */
  releaseOverdue(ids: number[]): Promise<number> {
    return this.release(`id = ANY($1) AND hold_expires_at <= now()`, [ids], SYSTEM);
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
        returning: 'order_id AS "orderId", product_id AS "productId", quantity',
        actor,
        action: 'order.expire',
      });
      for (const row of released)
        await this.stock.release(manager, row.productId, row.quantity, {
          reason: 'hold_released',
          orderId: row.orderId,
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
