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
import { Body, Controller, Get, Header, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { LocalUploadStorage } from './local-upload-storage.js';
export class UploadsController {
    constructor(storage){
        this.storage = storage;
    }
    async upload(name, query, body) {
        return {
            url: await this.storage.accept(name, query, body)
        };
    }
    async serve(name) {
        const image = await this.storage.open(name);
        return new StreamableFile(image.stream, {
            type: image.type,
            length: image.length
        });
    }
}
_ts_decorate([
    Put(':name'),
    _ts_param(0, Param('name')),
    _ts_param(1, Query()),
    _ts_param(2, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String,
        Object,
        Object
    ]),
    _ts_metadata("design:returntype", Promise)
], UploadsController.prototype, "upload", null);
_ts_decorate([
    Get(':name'),
    Header('Cache-Control', 'public, max-age=31536000, immutable'),
    _ts_param(0, Param('name')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ]),
    _ts_metadata("design:returntype", Promise)
], UploadsController.prototype, "serve", null);
UploadsController = _ts_decorate([
    Controller('uploads/products'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof LocalUploadStorage === "undefined" ? Object : LocalUploadStorage
    ])
], UploadsController);

//# sourceMappingURL=uploads.controller.js.map