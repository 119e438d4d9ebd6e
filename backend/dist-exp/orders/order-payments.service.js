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
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MESSAGES } from '@robo/domain';
import { StockService } from '../catalog/stock.service.js';
import { invalid, notFound } from '../common/domain-error.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentSignatures } from '../payments/payment-signatures.js';
import { PaymentTargets } from '../payments/payment-targets.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { Order } from './entities/order.entity.js';
import { orderStatusUrl } from './order.mapper.js';
import { ORDER_NOT_FOUND } from './orders.messages.js';
/** Thrown inside the late-payment transaction to roll it back when the stock is gone. */ let SoldOutMeanwhile = class SoldOutMeanwhile extends Error {
};
/** Refunds that failed are retried by the sweep, but not while the first attempt may still run. */ const REFUND_RETRY_AFTER_SECONDS = 120;
export class OrderPaymentsService {
    constructor(db, orders, stock, gateway, signatures, targets, catalog){
        this.db = db;
        this.orders = orders;
        this.stock = stock;
        this.gateway = gateway;
        this.signatures = signatures;
        this.targets = targets;
        this.catalog = catalog;
        this.kind = 'order';
        this.logger = new Logger('OrderPayments');
    }
    onModuleInit() {
        this.targets.register(this);
    }
    async verify(body) {
        const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
        if (!this.signatures.isValidPayment(gatewayOrderId, paymentId, signature)) {
            throw invalid(MESSAGES.paymentVerificationFailed);
        }
        if (!await this.settle({
            gatewayOrderId,
            paymentId,
            amount: 0
        })) throw notFound(ORDER_NOT_FOUND);
        const order = await this.orders.findOneByOrFail({
            gatewayOrderId
        });
        return {
            success: order.paymentStatus === 'completed',
            redirectUrl: orderStatusUrl(order)
        };
    }
    async settle({ gatewayOrderId, paymentId }) {
        const confirmed = await this.db.query(`WITH confirmed AS (
         UPDATE orders SET payment_status = 'completed', order_status = 'confirmed', payment_id = $2,
                           paid_at = now(), updated_at = now()
         WHERE gateway_order_id = $1 AND payment_status = 'pending'
         RETURNING id)
       SELECT id FROM confirmed`, [
            gatewayOrderId,
            paymentId
        ]);
        if (confirmed.length > 0) return true;
        const order = await this.orders.findOneBy({
            gatewayOrderId
        });
        if (!order) return false;
        // Completed or refunded already: nothing changes the second time.
        if (order.paymentStatus === 'failed') await this.settleLate(order, paymentId);
        return true;
    }
    async pendingGatewayOrders(olderThanSeconds) {
        const rows = await this.db.query(`SELECT gateway_order_id FROM orders
       WHERE payment_status = 'pending' AND gateway_order_id IS NOT NULL
         AND created_at <= now() - make_interval(secs => $1)`, [
            olderThanSeconds
        ]);
        return rows.map((row)=>row.gateway_order_id);
    }
    /** Retries refunds whose gateway call failed (run by the holds sweep). */ async retryDueRefunds() {
        const due = await this.orders.createQueryBuilder('o').where('o.refund_due AND o.refund_id IS NULL AND o.payment_id IS NOT NULL').andWhere(`o.updated_at <= now() - make_interval(secs => ${REFUND_RETRY_AFTER_SECONDS})`).getMany();
        for (const order of due)await this.refund(order);
    }
    /** The hold ran out before the payment arrived: take the stock again if it is there, else refund. */ async settleLate(order, paymentId) {
        const retaken = await this.db.transaction(async (manager)=>{
            const won = await manager.query(`WITH won AS (
             UPDATE orders SET payment_status = 'completed', order_status = 'confirmed', payment_id = $2,
                               paid_at = now(), holds_stock = true, updated_at = now()
             WHERE id = $1 AND payment_status = 'failed'
             RETURNING id)
           SELECT id FROM won`, [
                order.id,
                paymentId
            ]);
            if (won.length === 0) return false; // another delivery of this payment got here first
            const taken = await this.stock.reserve(manager, order.productId, order.quantity);
            if (!taken.ok) throw new SoldOutMeanwhile();
            return true;
        }).catch((err)=>{
            if (err instanceof SoldOutMeanwhile) return null;
            throw err;
        });
        if (retaken) {
            this.logger.log(`Late payment for ${order.orderId}: stock taken again`);
            await this.catalog.requestRegeneration();
            return;
        }
        if (retaken === null) await this.markForRefund(order, paymentId);
    }
    async markForRefund(order, paymentId) {
        const marked = await this.db.query(`WITH marked AS (
         UPDATE orders SET payment_status = 'refunded', order_status = 'cancelled', payment_id = $2,
                           refund_due = true, updated_at = now()
         WHERE id = $1 AND payment_status = 'failed'
         RETURNING id)
       SELECT id FROM marked`, [
            order.id,
            paymentId
        ]);
        if (marked.length === 0) return;
        this.logger.warn(`Late payment for ${order.orderId}: sold out meanwhile, refunding`);
        await this.refund({
            ...order,
            paymentId
        });
    }
    async refund(order) {
        try {
            const refund = await this.gateway.refund(order.paymentId, order.totalAmount, {
                orderId: order.orderId
            });
            await this.db.query('UPDATE orders SET refund_id = $2, refund_due = false, updated_at = now() WHERE id = $1', [
                order.id,
                refund.id
            ]);
        } catch (err) {
            this.logger.error(`Refund for ${order.orderId} failed; it will be retried: ${err.message}`);
        }
    }
}
OrderPaymentsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_param(1, InjectRepository(Order)),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Repository === "undefined" ? Object : Repository,
        typeof StockService === "undefined" ? Object : StockService,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway,
        typeof PaymentSignatures === "undefined" ? Object : PaymentSignatures,
        typeof PaymentTargets === "undefined" ? Object : PaymentTargets,
        typeof CatalogService === "undefined" ? Object : CatalogService
    ])
], OrderPaymentsService);

//# sourceMappingURL=order-payments.service.js.map