import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';

interface Released {
  product_id: string;
  quantity: number;
}

/** Orders released per statement by the expiry job. */
export const SWEEP_BATCH = 200;

/**
 * Gives back the stock of unpaid orders (DESIGN.md 4): when a hold expires, or when the gateway
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

  /** Expires up to SWEEP_BATCH overdue unpaid orders; answers how many. */
  expireOverdue(): Promise<number> {
    return this.release(
      `id IN (SELECT id FROM orders WHERE payment_status = 'pending' AND hold_expires_at <= now()
              ORDER BY hold_expires_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
      [],
    );
  }

  /** Cancels an order whose payment cannot start (gateway unreachable), whatever its hold. */
  cancel(orderId: string): Promise<number> {
    return this.release('order_id = $1', [orderId]);
  }

  private async release(condition: string, params: unknown[]): Promise<number> {
    const released = await this.db.transaction(async (manager) => {
      // A CTE so the driver hands back the RETURNING rows of the UPDATE.
      const rows: Released[] = await manager.query(
        `WITH released AS (
           UPDATE orders SET payment_status = 'failed', order_status = 'cancelled', holds_stock = false, updated_at = now()
           WHERE payment_status = 'pending' AND holds_stock AND ${condition}
           RETURNING product_id, quantity)
         SELECT product_id, quantity FROM released`,
        params,
      );
      for (const row of rows) await this.stock.release(manager, row.product_id, row.quantity);
      return rows.length;
    });
    if (released > 0) {
      this.logger.log(`Released the stock of ${released} unpaid order(s)`);
      await this.catalog.requestRegeneration();
    }
    return released;
  }
}
