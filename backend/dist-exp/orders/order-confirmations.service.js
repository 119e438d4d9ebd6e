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
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Order } from './entities/order.entity.js';
import { orderConfirmationText } from './orders.messages.js';
const DEDUPE_PREFIX = 'order-';
export class OrderConfirmationsService {
    constructor(orders, notifications){
        this.orders = orders;
        this.notifications = notifications;
    }
    onModuleInit() {
        this.notifications.onSent(async (dedupeKey)=>{
            if (!dedupeKey.startsWith(DEDUPE_PREFIX)) return;
            await this.orders.update({
                orderId: dedupeKey.slice(DEDUPE_PREFIX.length)
            }, {
                whatsappSent: true
            });
        });
    }
    async send(orderId) {
        const order = await this.orders.findOneBy({
            orderId,
            paymentStatus: 'completed'
        });
        if (!order?.customerPhone) return {
            ok: false
        };
        await this.notifications.send({
            dedupeKey: `${DEDUPE_PREFIX}${order.orderId}`,
            to: `91${order.customerPhone}`,
            body: orderConfirmationText(order)
        });
        return {
            ok: this.notifications.providerConfigured
        };
    }
}
OrderConfirmationsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectRepository(Order)),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Repository === "undefined" ? Object : Repository,
        typeof NotificationsService === "undefined" ? Object : NotificationsService
    ])
], OrderConfirmationsService);

//# sourceMappingURL=order-confirmations.service.js.map