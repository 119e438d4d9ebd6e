function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
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
import { StockService } from './stock.service.js';
export class CatalogModule {
}
CatalogModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                Product,
                CatalogState
            ])
        ],
        controllers: [
            CatalogController,
            AdminProductsController,
            AdminCatalogController
        ],
        providers: [
            CatalogService,
            CatalogFileService,
            ProductsService,
            RegenerateCatalogJob,
            StockService
        ],
        exports: [
            CatalogService,
            StockService
        ]
    })
], CatalogModule);

//# sourceMappingURL=catalog.module.js.map