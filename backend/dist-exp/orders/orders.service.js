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
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { rupeesToPaise } from '@robo/domain';
import { StockService } from '../catalog/stock.service.js';
import { conflict, notFound } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { Order } from './entities/order.entity.js';
import { EXPIRE_ORDER_JOB } from './jobs/expire-order.job.js';
import { newOrderId } from './order-id.js';
import { toOrderDetails } from './order.mapper.js';
import { OrderHoldsService } from './order-holds.service.js';
import { notEnoughStock, ORDER_NOT_FOUND, PRODUCT_NOT_FOUND } from './orders.messages.js';
export class OrdersService {
    constructor(db, orders, stock, gateway, holds, catalog, jobs, settings){
        this.db = db;
        this.orders = orders;
        this.stock = stock;
        this.gateway = gateway;
        this.holds = holds;
        this.catalog = catalog;
        this.jobs = jobs;
        this.settings = settings;
    }
    async create(input) {
        const order = await this.reserve(input);
        await this.catalog.requestRegeneration();
        let gatewayOrder;
        try {
            gatewayOrder = await this.gateway.createOrder({
                amount: order.totalAmount,
                currency: 'INR',
                receipt: order.orderId,
                notes: {
                    purpose: 'order',
                    productId: order.productId,
                    sku: order.productSku,
                    qty: String(order.quantity)
                }
            });
        } catch (err) {
            // Nothing may stay held for a payment that never started.
            await this.holds.cancel(order.orderId);
            throw err;
        }
        await this.orders.update({
            orderId: order.orderId
        }, {
            gatewayOrderId: gatewayOrder.id
        });
        await this.jobs.add('holds', EXPIRE_ORDER_JOB, {
            orderId: order.orderId
        }, {
            delayMs: this.settings.holdSeconds * 1000,
            jobId: `expire-order-${order.orderId}`
        });
        return {
            order_id: gatewayOrder.id,
            amount: gatewayOrder.amount,
            currency: gatewayOrder.currency
        };
    }
    async details(orderId) {
        const order = await this.orders.findOneBy({
            orderId
        });
        if (!order) throw notFound(ORDER_NOT_FOUND);
        return toOrderDetails(order);
    }
    /** Takes the stock and writes the pending order in one transaction; nothing is held on refusal. */ reserve(input) {
        return this.db.transaction(async (manager)=>{
            const taken = await this.stock.reserve(manager, input.productId, input.qty);
            if (!taken.ok) {
                throw taken.reason === 'not-found' ? notFound(PRODUCT_NOT_FOUND) : conflict(notEnoughStock(taken.available), {
                    available: taken.available
                });
            }
            const unitPrice = rupeesToPaise(taken.product.price);
            const order = {
                orderId: newOrderId(),
                productId: taken.product.id,
                productName: taken.product.name,
                productSku: taken.product.sku,
                quantity: input.qty,
                unitPrice,
                totalAmount: unitPrice * input.qty,
                customerName: input.customerName,
                customerEmail: input.customerEmail,
                customerPhone: input.customerPhone,
                shippingAddress: {
                    ...input.shippingAddress
                }
            };
            await manager.insert(Order, {
                ...order,
                holdExpiresAt: ()=>`now() + make_interval(secs => ${this.settings.holdSeconds})`
            });
            return order;
        });
    }
}
OrdersService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_param(1, InjectRepository(Order)),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Repository === "undefined" ? Object : Repository,
        typeof StockService === "undefined" ? Object : StockService,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway,
        typeof OrderHoldsService === "undefined" ? Object : OrderHoldsService,
        typeof CatalogService === "undefined" ? Object : CatalogService,
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof Settings === "undefined" ? Object : Settings
    ])
], OrdersService);

//# sourceMappingURL=orders.service.js.map