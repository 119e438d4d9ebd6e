import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LiveStock } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { ShortLivedCache } from '../common/short-lived-cache.js';
import { rows } from '../common/sql.js';

/**
 * Stock as it is now, for the storefront: the cached store and product pages and catalog.json are
 * not rebuilt for each order (catalogue rebuilds are coalesced), so pages read stock here, as the
 * landing page reads seats. One small query per half second per process however many read it.
 */
@Injectable()
export class LiveStockService {
  private readonly levels = new ShortLivedCache<LiveStock>(async () => {
    const stock = await rows<{ id: string; inventory: number }>(
      this.db,
      `SELECT id, inventory FROM products WHERE is_active`,
    );
    return Object.fromEntries(stock.map((product) => [product.id, Math.max(0, product.inventory)]));
  });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  current(): Promise<LiveStock> {
    return this.levels.get();
  }
}
