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
import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { CatalogFileService } from './catalog-file.service.js';
import { CatalogService } from './catalog.service.js';
export class AdminCatalogController {
    constructor(file, catalog){
        this.file = file;
        this.catalog = catalog;
    }
    info() {
        return this.file.info();
    }
    /** 'Sync Catalog': queues a regeneration (the catalogue job, DESIGN.md 6). */ async sync() {
        await this.catalog.queueRegeneration();
        return {
            queued: true
        };
    }
}
_ts_decorate([
    Get('info'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], AdminCatalogController.prototype, "info", null);
_ts_decorate([
    Post('sync'),
    HttpCode(202),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", Promise)
], AdminCatalogController.prototype, "sync", null);
AdminCatalogController = _ts_decorate([
    Controller('api/admin/catalog'),
    UseGuards(AdminGuard),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof CatalogFileService === "undefined" ? Object : CatalogFileService,
        typeof CatalogService === "undefined" ? Object : CatalogService
    ])
], AdminCatalogController);

//# sourceMappingURL=admin-catalog.controller.js.map