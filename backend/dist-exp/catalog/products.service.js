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
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { CatalogService } from './catalog.service.js';
import { Product } from './entities/product.entity.js';
import { toAdminProduct, toProductColumns } from './product.mapper.js';
export const PRODUCT_NOT_FOUND = 'Product not found';
const DUPLICATE_MESSAGES = {
    products_pkey: 'A product with this ID already exists',
    products_slug_key: 'A product with this slug already exists',
    products_sku_key: 'A product with this SKU already exists'
};
/** A unique-key violation on products as a 409 that names the field, else the error itself. */ function duplicateOr(err) {
    const driverError = err instanceof QueryFailedError ? err.driverError : undefined;
    const message = driverError?.code === '23505' ? DUPLICATE_MESSAGES[driverError.constraint ?? ''] : undefined;
    return message ? conflict(message) : err;
}
export class ProductsService {
    constructor(db, catalog){
        this.db = db;
        this.catalog = catalog;
    }
    async list() {
        const products = await this.db.getRepository(Product).find({
            order: {
                createdAt: 'DESC',
                id: 'ASC'
            }
        });
        return products.map(toAdminProduct);
    }
    async create(dto) {
        await this.db.getRepository(Product).insert(toProductColumns(dto)).catch((err)=>{
            throw duplicateOr(err);
        });
        return this.changed(dto.id);
    }
    async update(id, dto) {
        if (dto.id !== id) throw invalid('The product ID cannot be changed');
        const result = await this.db.getRepository(Product).update({
            id
        }, toProductColumns(dto)).catch((err)=>{
            throw duplicateOr(err);
        });
        if (!result.affected) throw notFound(PRODUCT_NOT_FOUND);
        return this.changed(id);
    }
    async remove(id) {
        const result = await this.db.getRepository(Product).delete({
            id
        });
        if (!result.affected) throw notFound(PRODUCT_NOT_FOUND);
        await this.catalog.requestRegeneration();
    }
    async changed(id) {
        await this.catalog.requestRegeneration();
        return toAdminProduct(await this.db.getRepository(Product).findOneByOrFail({
            id
        }));
    }
}
ProductsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof CatalogService === "undefined" ? Object : CatalogService
    ])
], ProductsService);

//# sourceMappingURL=products.service.js.map