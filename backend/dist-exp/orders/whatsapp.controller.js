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
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { WhatsappConfirmationDto } from './dto/whatsapp-confirmation.dto.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { WhatsappRateLimitGuard } from './whatsapp-rate-limit.guard.js';
export class WhatsappController {
    constructor(confirmations){
        this.confirmations = confirmations;
    }
    sendConfirmation(body) {
        return this.confirmations.send(body.orderId);
    }
}
_ts_decorate([
    Post('send-confirmation'),
    HttpCode(200),
    UseGuards(WhatsappRateLimitGuard),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof WhatsappConfirmationDto === "undefined" ? Object : WhatsappConfirmationDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], WhatsappController.prototype, "sendConfirmation", null);
WhatsappController = _ts_decorate([
    Controller('api/whatsapp'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof OrderConfirmationsService === "undefined" ? Object : OrderConfirmationsService
    ])
], WhatsappController);

//# sourceMappingURL=whatsapp.controller.js.map