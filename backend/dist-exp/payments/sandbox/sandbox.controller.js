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
import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { notFound } from '../../common/domain-error.js';
import { PaymentGateway } from '../payment-gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script.js';
let SandboxPayDto = class SandboxPayDto {
};
_ts_decorate([
    IsString(),
    Matches(/^order_[A-Za-z0-9]+$/),
    _ts_metadata("design:type", String)
], SandboxPayDto.prototype, "order_id", void 0);
export class SandboxController {
    constructor(gateway){
        this.gateway = gateway;
    }
    get sandbox() {
        if (!(this.gateway instanceof SandboxGateway)) throw notFound('Not found');
        return this.gateway;
    }
    script() {
        void this.sandbox;
        return SANDBOX_CHECKOUT_SCRIPT;
    }
    async pay(body) {
        const result = await this.sandbox.pay(body.order_id);
        if (!result) throw notFound('Order not found');
        return result;
    }
}
_ts_decorate([
    Get('checkout.js'),
    Header('content-type', 'application/javascript; charset=utf-8'),
    Header('cache-control', 'no-cache'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", String)
], SandboxController.prototype, "script", null);
_ts_decorate([
    Post('pay'),
    HttpCode(200),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof SandboxPayDto === "undefined" ? Object : SandboxPayDto
    ]),
    _ts_metadata("design:returntype", Promise)
], SandboxController.prototype, "pay", null);
SandboxController = _ts_decorate([
    Controller('sandbox'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway
    ])
], SandboxController);

//# sourceMappingURL=sandbox.controller.js.map