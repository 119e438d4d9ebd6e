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
import { Controller, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { UploadStorage } from './upload-storage.js';
export class AdminUploadsController {
    constructor(storage){
        this.storage = storage;
    }
    async productImage() {
        return {
            uploadURL: await this.storage.createProductImageUrl()
        };
    }
}
_ts_decorate([
    Post('product-image'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", Promise)
], AdminUploadsController.prototype, "productImage", null);
AdminUploadsController = _ts_decorate([
    Controller('api/admin/upload'),
    UseGuards(AdminGuard),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof UploadStorage === "undefined" ? Object : UploadStorage
    ])
], AdminUploadsController);

//# sourceMappingURL=admin-uploads.controller.js.map