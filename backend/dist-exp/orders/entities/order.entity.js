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
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';
export class Order {
}
_ts_decorate([
    PrimaryGeneratedColumn(),
    _ts_metadata("design:type", Number)
], Order.prototype, "id", void 0);
_ts_decorate([
    Column({
        name: 'order_id',
        type: 'text',
        unique: true
    }),
    _ts_metadata("design:type", String)
], Order.prototype, "orderId", void 0);
_ts_decorate([
    Column({
        name: 'payment_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "paymentId", void 0);
_ts_decorate([
    Column({
        name: 'product_id',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Order.prototype, "productId", void 0);
_ts_decorate([
    Column({
        name: 'product_name',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Order.prototype, "productName", void 0);
_ts_decorate([
    Column({
        name: 'product_sku',
        type: 'text'
    }),
    _ts_metadata("design:type", String)
], Order.prototype, "productSku", void 0);
_ts_decorate([
    IntColumn({
        default: 1
    }),
    _ts_metadata("design:type", Number)
], Order.prototype, "quantity", void 0);
_ts_decorate([
    IntColumn({
        name: 'unit_price'
    }),
    _ts_metadata("design:type", Number)
], Order.prototype, "unitPrice", void 0);
_ts_decorate([
    IntColumn({
        name: 'total_amount'
    }),
    _ts_metadata("design:type", Number)
], Order.prototype, "totalAmount", void 0);
_ts_decorate([
    Column({
        name: 'payment_status',
        type: 'text',
        default: 'pending'
    }),
    _ts_metadata("design:type", typeof OrderPaymentStatus === "undefined" ? Object : OrderPaymentStatus)
], Order.prototype, "paymentStatus", void 0);
_ts_decorate([
    Column({
        name: 'customer_name',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "customerName", void 0);
_ts_decorate([
    Column({
        name: 'customer_email',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "customerEmail", void 0);
_ts_decorate([
    Column({
        name: 'customer_phone',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "customerPhone", void 0);
_ts_decorate([
    Column({
        name: 'shipping_address',
        type: 'jsonb',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "shippingAddress", void 0);
_ts_decorate([
    Column({
        name: 'order_status',
        type: 'text',
        default: 'pending'
    }),
    _ts_metadata("design:type", typeof OrderStatus === "undefined" ? Object : OrderStatus)
], Order.prototype, "orderStatus", void 0);
_ts_decorate([
    Column({
        name: 'tracking_number',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "trackingNumber", void 0);
_ts_decorate([
    Column({
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "notes", void 0);
_ts_decorate([
    CreatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Order.prototype, "createdAt", void 0);
_ts_decorate([
    UpdatedAt(),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Order.prototype, "updatedAt", void 0);
_ts_decorate([
    Column({
        name: 'gateway_order_id',
        type: 'text',
        nullable: true,
        unique: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "gatewayOrderId", void 0);
_ts_decorate([
    Column({
        name: 'hold_expires_at',
        type: 'timestamptz'
    }),
    _ts_metadata("design:type", typeof Date === "undefined" ? Object : Date)
], Order.prototype, "holdExpiresAt", void 0);
_ts_decorate([
    Column({
        name: 'holds_stock',
        type: 'boolean',
        default: true
    }),
    _ts_metadata("design:type", Boolean)
], Order.prototype, "holdsStock", void 0);
_ts_decorate([
    Column({
        name: 'paid_at',
        type: 'timestamptz',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "paidAt", void 0);
_ts_decorate([
    Column({
        name: 'refund_id',
        type: 'text',
        nullable: true
    }),
    _ts_metadata("design:type", Object)
], Order.prototype, "refundId", void 0);
_ts_decorate([
    Column({
        name: 'refund_due',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Order.prototype, "refundDue", void 0);
_ts_decorate([
    Column({
        name: 'whatsapp_sent',
        type: 'boolean',
        default: false
    }),
    _ts_metadata("design:type", Boolean)
], Order.prototype, "whatsappSent", void 0);
Order = _ts_decorate([
    Entity('orders')
], Order);

//# sourceMappingURL=order.entity.js.map