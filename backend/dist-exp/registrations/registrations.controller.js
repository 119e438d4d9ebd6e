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
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { CreateRegistrationDto } from './dto/create-registration.dto.js';
import { VerifyPaymentDto } from './dto/verify-payment.dto.js';
import { PricingService } from './pricing.service.js';
import { RegistrationsService } from './registrations.service.js';
export class RegistrationsController {
    constructor(registrations, pricing, gateway){
        this.registrations = registrations;
        this.pricing = pricing;
        this.gateway = gateway;
    }
    currentPricing() {
        return this.pricing.info();
    }
    razorpayConfig() {
        return {
            keyId: this.gateway.keyId,
            checkoutUrl: this.gateway.checkoutUrl
        };
    }
    create(body) {
        return this.registrations.create(body);
    }
    verifyPayment(body) {
        return this.registrations.verifyPayment(body);
    }
    details(bookingId) {
        return this.registrations.details(bookingId);
    }
}
_ts_decorate([
    Get('pricing'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], RegistrationsController.prototype, "currentPricing", null);
_ts_decorate([
    Get('razorpay-config'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof RazorpayConfig === "undefined" ? Object : RazorpayConfig)
], RegistrationsController.prototype, "razorpayConfig", null);
_ts_decorate([
    Post('registrations'),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof CreateRegistrationDto === "undefined" ? Object : CreateRegistrationDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], RegistrationsController.prototype, "create", null);
_ts_decorate([
    Post('verify-payment'),
    HttpCode(200),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof VerifyPaymentDto === "undefined" ? Object : VerifyPaymentDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], RegistrationsController.prototype, "verifyPayment", null);
_ts_decorate([
    Get('registration-details/:bookingId'),
    _ts_param(0, Param('bookingId')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], RegistrationsController.prototype, "details", null);
RegistrationsController = _ts_decorate([
    Controller('api'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof RegistrationsService === "undefined" ? Object : RegistrationsService,
        typeof PricingService === "undefined" ? Object : PricingService,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway
    ])
], RegistrationsController);

//# sourceMappingURL=registrations.controller.js.map