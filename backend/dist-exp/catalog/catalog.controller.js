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
import { Controller, Get, Header } from '@nestjs/common';
import { CatalogFileService } from './catalog-file.service.js';
export class CatalogController {
    constructor(file){
        this.file = file;
    }
    catalog() {
        return this.file.json();
    }
}
_ts_decorate([
    Get('catalog.json'),
    Header('Content-Type', 'application/json; charset=utf-8'),
    Header('Cache-Control', 'public, max-age=5'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], CatalogController.prototype, "catalog", null);
CatalogController = _ts_decorate([
    Controller(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof CatalogFileService === "undefined" ? Object : CatalogFileService
    ])
], CatalogController);

//# sourceMappingURL=catalog.controller.js.map