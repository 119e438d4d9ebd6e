import { ORDER_PAYMENT, type Paise } from '@robo/domain';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { withCreditNotes } from '../invoices/credit-note-subject.js';
import { Invoices } from '../invoices/invoices.js';
import type { PayableKind, Settlement } from '../payments/pipeline/payable-kind.js';
import { PaymentPipeline } from '../payments/pipeline/payment-pipeline.js';
import type { RefundSubject } from '../payments/refunds/refund-subjects.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { OrderHoldsService } from './order-holds.service.js';

interface PayableOrder {
  id: number;
  orderId: string;
  totalAmount: Paise;
  productId: string;
  quantity: number;
}

/** Orders looked at per run of the expiry sweep. */
const EXPIRY_BATCH = 200;

/**
 * A store order as a payable kind (payments/pipeline): a pending order already holds its stock,
 * so paying it takes nothing more and confirms the order; a payment for an expired order takes the
 * stock again or, sold out meanwhile, is refunded (and shows `refunded` only once the gateway has
 * confirmed it). Its release token signs `order|<gateway order id>`, kept apart from a booking's.
 */
@Injectable()
export class OrderPayable implements PayableKind<PayableOrder>, OnModuleInit {
  readonly kind = 'order';
  readonly table = 'orders';
  readonly lifecycle = ORDER_PAYMENT;
  readonly subjectColumn = 'order_id';
  readonly columns = `id, order_id AS "orderId", total_amount AS "totalAmount", product_id AS "productId", quantity`;
  readonly alsoSet = {
    capture: `order_status = 'confirmed'`,
    captureLate: `order_status = 'confirmed', holds_stock = true`,
    oweRefund: `order_status = 'cancelled'`,
  };
  readonly lateRefundReason = 'paid after the hold expired, sold out meanwhile';
  readonly expiry = {
    job: 'holds:expire-orders',
    batch: EXPIRY_BATCH,
    release: (ids: number[]) => this.holds.releaseOverdue(ids),
  } as const;
  readonly checkout = { idColumn: 'gateway_order_id', releaseValue: orderReleaseValue } as const;
  private readonly logger = new Logger('OrderPayments');

  constructor(
    private readonly pipeline: PaymentPipeline,
    private readonly stock: StockService,
    private readonly holds: OrderHoldsService,
    private readonly catalog: CatalogService,
    private readonly confirmations: OrderConfirmationsService,
    private readonly invoices: Invoices,
  ) {}

  onModuleInit(): Promise<void> {
    return this.pipeline.register(this);
  }

  refunds(subject: RefundSubject): RefundSubject {
    return withCreditNotes(subject, this.invoices);
  }

  /** The buyer's e-mail, then the invoice. */
  async confirmed(manager: EntityManager, order: PayableOrder): Promise<void> {
    await this.confirmations.record(manager, order.orderId);
    // Last: the invoice number's counter row stays locked until this transaction commits.
    await this.invoices.issueForOrder(manager, order.id);
  }

  async retake(manager: EntityManager, order: PayableOrder): Promise<boolean> {
    return (
      await this.stock.reserve(manager, order.productId, order.quantity, {
        reason: 'late_payment',
        orderId: order.orderId,
      })
    ).ok;
  }

  async settled(settlement: Settlement<PayableOrder>): Promise<void> {
    if (settlement.outcome === 'refunded' && settlement.owed)
      this.logger.warn(`Late payment for ${settlement.subjectId}: sold out meanwhile, refunding`);
    if (settlement.outcome !== 'confirmed' || !settlement.late) return;
    this.logger.log(`Late payment for ${settlement.subjectId}: stock taken again`);
    await this.catalog.requestRegeneration();
  }
}

/** What an order's release token signs: kept apart from a booking's (the same 'release' key signs both). */
export function orderReleaseValue(gatewayOrderId: string): string {
  return `order|${gatewayOrderId}`;
}
