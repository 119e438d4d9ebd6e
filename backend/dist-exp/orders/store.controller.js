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
import { CreateOrderDto } from './dto/create-order.dto.js';
import { VerifyStorePaymentDto } from './dto/verify-store-payment.dto.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrdersService } from './orders.service.js';
export class StoreController {
    constructor(orders, payments, gateway){
        this.orders = orders;
        this.payments = payments;
        this.gateway = gateway;
    }
    publicConfig() {
        return {
            razorpay_key_id: this.gateway.keyId,
            checkout_url: this.gateway.checkoutUrl
        };
    }
    createOrder(body) {
        return this.orders.create(body);
    }
    verifyPayment(body) {
        return this.payments.verify(body);
    }
    orderDetails(orderId) {
        return this.orders.details(orderId);
    }
}
_ts_decorate([
    Get('config/public'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", []),
    _ts_metadata("design:returntype", typeof PublicConfig === "undefined" ? Object : PublicConfig)
], StoreController.prototype, "publicConfig", null);
_ts_decorate([
    Post('razorpay/create-order'),
    HttpCode(200),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof CreateOrderDto === "undefined" ? Object : CreateOrderDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], StoreController.prototype, "createOrder", null);
_ts_decorate([
    Post('store/verify-payment'),
    HttpCode(200),
    _ts_param(0, Body()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof VerifyStorePaymentDto === "undefined" ? Object : VerifyStorePaymentDto
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], StoreController.prototype, "verifyPayment", null);
_ts_decorate([
    Get('order-details/:orderId'),
    _ts_param(0, Param('orderId')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ]),
    _ts_metadata("design:returntype", typeof Promise === "undefined" ? Object : Promise)
], StoreController.prototype, "orderDetails", null);
StoreController = _ts_decorate([
    Controller('api'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof OrdersService === "undefined" ? Object : OrdersService,
        typeof OrderPaymentsService === "undefined" ? Object : OrderPaymentsService,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway
    ])
], StoreController);

//# sourceMappingURL=store.controller.js.map