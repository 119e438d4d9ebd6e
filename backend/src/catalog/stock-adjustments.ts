import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProductStock } from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { catalogError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import type { StockAdjustDto } from './dto/stock-adjust.dto.js';
import { PRODUCT_NOT_FOUND } from './products.service.js';
import { StockService } from './stock.service.js';

/** Staff stock adjustments and the stock history screen (backend/src/catalog/README.md, "Stock"). */
@Injectable()
export class StockAdjustments {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly idempotent: IdempotentRequests,
    private readonly stock: StockService,
    private readonly audit: AuditLog,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * One adjustment, its history line and its audit entry in one transaction, once per Idempotency-Key
   * (a retried request adds nothing twice); answers the stock after it.
   */
  async adjust(productId: string, request: StockAdjustDto, actor: Actor, key: string): Promise<ProductStock> {
    const note = request.note || null;
    const stock = await this.idempotent.run(`product-stock:${productId}`, key, request, async (manager) => {
      const available = await this.stock.adjust(manager, productId, request.delta, {
        reason: request.reason,
        note,
        actor,
      });
      await this.audit.record(manager, {
        actor,
        action: 'product.stock',
        target: { type: 'product', id: productId },
        before: { available: available - request.delta },
        after: { available, delta: request.delta, reason: request.reason, note },
      });
      return (await this.stock.history(manager, productId))!;
    });
    await this.catalog.requestRegeneration();
    return stock;
  }

  async history(productId: string): Promise<ProductStock> {
    const stock = await this.stock.history(this.db.manager, productId);
    if (!stock) throw catalogError.PRODUCT_NOT_FOUND(PRODUCT_NOT_FOUND);
    return stock;
  }
}
