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
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QrService } from './qr.service.js';
export class CheckInController {
    constructor(qr){
        this.qr = qr;
    }
    /** The URL inside a booking's QR code; judged by its signature. */ status(bookingId, sig) {
        return this.qr.checkIn(bookingId, sig);
    }
}
_ts_decorate([
    Get('check-in/:bookingId'),
    _ts_param(0, Param('bookingId')),
    _ts_param(1, Query('sig')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String,
        Object
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], CheckInController.prototype, "status", null);
CheckInController = _ts_decorate([
    Controller('api'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof QrService === "undefined" ? Object : QrService
    ])
], CheckInController);

//# sourceMappingURL=check-in.controller.js.map