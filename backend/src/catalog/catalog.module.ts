import { IdempotentRequests } from '../common/idempotent-requests.js';
import { StockAdjustments } from './stock-adjustments.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { AdminProductsController } from './admin-products.controller.js';
import { CatalogFileService } from './catalog-file.service.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { CatalogState } from './entities/catalog-state.entity.js';
import { Product } from './entities/product.entity.js';
import { RegenerateCatalogJob } from './jobs/regenerate-catalog.job.js';
import { ProductsService } from './products.service.js';
import { LiveStockService } from './live-stock.service.js';
import { StockService } from './stock.service.js';

/** Products, their admin, stock and the generated catalog.json. */
@Module({
  imports: [TypeOrmModule.forFeature([Product, CatalogState])],
  controllers: [CatalogController, AdminProductsController, AdminCatalogController],
  providers: [
    CatalogService,
    CatalogFileService,
    LiveStockService,
    ProductsService,
    RegenerateCatalogJob,
    StockService,
    StockAdjustments,
    IdempotentRequests,
  ],
  exports: [CatalogService, CatalogFileService, StockService],
})
export class CatalogModule {}
