import type { FulfilmentState, Language, OrderStatus, PaymentStatus, ShippingAddress, Paise } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, PaiseColumn, UpdatedAt } from '../../common/columns.js';

@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn() id: number;
  /** Our own order id, shown to the buyer and used by /api/order-details. */
  @Column({ name: 'order_id', type: 'text', unique: true }) orderId: string;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @Column({ name: 'product_id', type: 'text' }) productId: string;
  @Column({ name: 'product_name', type: 'text' }) productName: string;
  @Column({ name: 'product_sku', type: 'text' }) productSku: string;
  @IntColumn({ default: 1 }) quantity: number;
  /** Paise. */
  @PaiseColumn({ name: 'unit_price' }) unitPrice: Paise;
  @PaiseColumn({ name: 'total_amount' }) totalAmount: Paise;
  @Column({ name: 'payment_status', type: 'text', default: 'pending' }) paymentStatus: PaymentStatus;
  @Column({ name: 'customer_name', type: 'text', nullable: true }) customerName: string | null;
  @Column({ name: 'customer_email', type: 'text', nullable: true }) customerEmail: string | null;
  @Column({ name: 'customer_phone', type: 'text', nullable: true }) customerPhone: string | null;
  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true }) shippingAddress: ShippingAddress | null;
  @Column({ name: 'order_status', type: 'text', default: 'pending' }) orderStatus: OrderStatus;
  @Column({ name: 'tracking_number', type: 'text', nullable: true }) trackingNumber: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
  @Column({ name: 'gateway_order_id', type: 'text', nullable: true, unique: true }) gatewayOrderId: string | null;
  @Column({ name: 'hold_expires_at', type: 'timestamptz' }) holdExpiresAt: Date;
  /** When reconciliation asks the gateway about this order next (payments/unsettled-orders.ts); null once settled or proven unpaid. */
  @Column({ name: 'reconcile_after', type: 'timestamptz', nullable: true, default: () => 'now()' })
  reconcileAfter: Date | null;
  /** Whether this order's quantity is currently taken out of the product's inventory. */
  @Column({ name: 'holds_stock', type: 'boolean', default: true }) holdsStock: boolean;
  /** How many of a paid order's units went back to stock (cancel or refund restocks), at most `quantity`. */
  @IntColumn({ name: 'restocked_quantity', default: 0 }) restockedQuantity: number;
  /** The client address the hold was made from, kept while LIVE_HOLDS_PER_CLIENT is on. */
  @Column({ name: 'client_key', type: 'text', nullable: true }) clientKey: string | null;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ name: 'refund_id', type: 'text', nullable: true }) refundId: string | null;
  @Column({ name: 'refund_due', type: 'boolean', default: false }) refundDue: boolean;
  @Column({ name: 'whatsapp_sent', type: 'boolean', default: false }) whatsappSent: boolean;
  /** Where a paid order is on its way to the buyer (libs/domain/src/fulfilment.ts). */
  @Column({ type: 'text', default: 'unfulfilled' }) fulfilment: FulfilmentState;
  @Column({ type: 'text', nullable: true }) courier: string | null;
  @Column({ name: 'tracking_url', type: 'text', nullable: true }) trackingUrl: string | null;
  @Column({ name: 'fulfilment_updated_at', type: 'timestamptz', nullable: true }) fulfilmentUpdatedAt: Date | null;
  /** The buyer's GSTIN for the tax invoice, when they gave one. */
  @Column({ name: 'buyer_gstin', type: 'text', nullable: true }) buyerGstin: string | null;
  /** The language the parent ordered in: their messages are written in it (docs/decisions.md, Languages). */
  @Column({ type: 'text', default: 'en' }) language: Language;
}
