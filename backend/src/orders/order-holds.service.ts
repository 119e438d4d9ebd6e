import { ORDER_PAYMENT, transitionSql } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { rows } from '../common/sql.js';

/** An unpaid reservation ends by the `expire` transition (libs/domain/src/payment-lifecycle.ts). */
const EXPIRE = transitionSql(ORDER_PAYMENT.expire);

interface Released {
  product_id: string;
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
    return this.release(`id = ANY($1) AND hold_expires_at <= now()`, [ids]);
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
         RETURNING product_id, quantity`,
        params,
      );
      for (const row of released) await this.stock.release(manager, row.product_id, row.quantity);
      return released.length;
    });
    if (released > 0) {
      this.logger.log(`Released the stock of ${released} unpaid order(s)`);
      await this.catalog.requestRegeneration();
    }
    return released;
  }
}
