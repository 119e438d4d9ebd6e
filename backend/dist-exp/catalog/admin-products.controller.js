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
import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { ProductDto } from './dto/product.dto.js';
import { ProductsService } from './products.service.js';
export class AdminProductsController {
    constructor(products){
        this.products = products;
    }
    list() {
        return this.products.list();
    }
    create(body) {
        return this.products.create(body);
    }
    update(id, body) {
        return this.products.update(id, body);
    }
    async remove(id) {
        await this.products.remove(id);
        return {
            success: true
        };
    }
}
_ts_decorate([
    Get(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminProductsController.prototype, "list", null);
_ts_decorate([
    Post(),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof ProductDto === "undefined" ? Object : ProductDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminProductsController.prototype, "create", null);
_ts_decorate([
    Put(':id'),
    _ts_param(0, Param('id')),
    _ts_param(1, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String,
        typeof ProductDto === "undefined" ? Object : ProductDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminProductsController.prototype, "update", null);
_ts_decorate([
    Delete(':id'),
    _ts_param(0, Param('id')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ]),
    _ts_metadata("design:returntype", Promise)
], AdminProductsController.prototype, "remove", null);
AdminProductsController = _ts_decorate([
    Controller('api/admin/products'),
    UseGuards(AdminGuard),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof ProductsService === "undefined" ? Object : ProductsService
    ])
], AdminProductsController);

//# sourceMappingURL=admin-products.controller.js.map