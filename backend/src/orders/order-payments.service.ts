import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SYSTEM } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { MESSAGES, ORDER_PAYMENT, transitionSql, type StoreVerifyResponse } from '@robo/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { StockService } from '../catalog/stock.service.js';
import { orderError } from './orders.errors.js';
import { execute, maybeOne } from '../common/sql.js';
import { withCreditNotes } from '../invoices/credit-note-subject.js';
import { Invoices } from '../invoices/invoices.service.js';
import { PaymentSignatures } from '../payments/payment-signatures.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import {
  PaymentTargets,
  type CapturedPayment,
  type ExpectedCharge,
  type PaymentTarget,
  type UnsettledOrder,
} from '../payments/payment-targets.js';
import { unsettledOrderQueries } from '../payments/unsettled-orders.js';
import { Settings } from '../config/settings.js';
import { RefundsService } from '../payments/refunds/refunds.service.js';
import { rowRefundSubject } from '../payments/refunds/row-refund-subject.js';
import type { VerifyStorePaymentDto } from './dto/verify-store-payment.dto.js';
import { Order } from './entities/order.entity.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { orderStatusUrl } from './order.mapper.js';
import { ORDER_NOT_FOUND } from './orders.messages.js';

/** The lifecycle transitions (libs/domain/src/payment-lifecycle.ts) this service performs. A late payment that finds
 * the stock gone owes a refund and shows `refunded` only once the gateway has confirmed it. */
const CAPTURE = transitionSql(ORDER_PAYMENT.capture);
const CAPTURE_LATE = transitionSql(ORDER_PAYMENT.captureLate);
const OWE_REFUND = transitionSql(ORDER_PAYMENT.oweRefund);

/** Thrown inside the late-payment transaction to roll it back when the stock is gone. */
class SoldOutMeanwhile extends Error {}

/**
 * The one idempotent confirmation path of store orders (design §5), shared by the browser
 * callback, the webhook and reconciliation. A pending order already holds its stock, so paying
 * it takes nothing more; a payment for an expired order re-takes stock or is refunded.
 */
@Injectable()
export class OrderPaymentsService implements PaymentTarget, OnModuleInit {
  readonly kind = 'order';
  private readonly unsettled;
  private readonly logger = new Logger('OrderPayments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly stock: StockService,
    private readonly refunds: RefundsService,
    private readonly gateway: PaymentGateway,
    settings: Settings,
    private readonly signatures: PaymentSignatures,
    private readonly targets: PaymentTargets,
    private readonly catalog: CatalogService,
    private readonly invoices: Invoices,
    private readonly confirmations: OrderConfirmationsService,
    private readonly auditLog: AuditLog,
  ) {
    this.unsettled = unsettledOrderQueries(db, 'orders', settings);
  }

  onModuleInit(): void {
    this.targets.register(this);
    this.refunds.registerSubject(
      withCreditNotes(rowRefundSubject('order', 'orders', 'order_id', ORDER_PAYMENT.confirmRefund), this.invoices),
    );
  }

  async verify(body: VerifyStorePaymentDto): Promise<StoreVerifyResponse> {
    const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
    if (!this.signatures.isValidPayment(gatewayOrderId, paymentId, signature)) {
      throw orderError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    if (!(await this.orders.existsBy({ gatewayOrderId }))) throw orderError.ORDER_NOT_FOUND(ORDER_NOT_FOUND);
    // The gateway's own record of the payment, checked like a webhook's (amount, currency, captured).
    const payment = await this.gateway.fetchPayment(paymentId);
    if (payment.orderId !== gatewayOrderId || (await this.targets.settle(payment, 'verify')) !== 'settled') {
      throw orderError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    const order = await this.orders.findOneByOrFail({ gatewayOrderId });
    return { success: order.paymentStatus === 'completed', redirectUrl: orderStatusUrl(order) };
  }

  async settle({ gatewayOrderId, paymentId }: CapturedPayment): Promise<boolean> {
    const confirmed = await this.db.transaction(async (manager) => {
      const order = await maybeOne<{ id: number; orderId: string; totalAmount: number }>(
        manager,
        `UPDATE orders SET ${CAPTURE.set}, order_status = 'confirmed', payment_id = $2, paid_at = now(), updated_at = now()
         WHERE gateway_order_id = $1 AND ${CAPTURE.where}
         RETURNING id, order_id AS "orderId", total_amount AS "totalAmount"`,
        [gatewayOrderId, paymentId],
      );
      if (order) await this.confirmed(manager, order, paymentId);
      return !!order;
    });
    if (confirmed) return true;

    const order = await this.orders.findOneBy({ gatewayOrderId });
    if (!order) return false;
    // Completed or refunded already: nothing changes the second time.
    if (order.paymentStatus === 'failed') await this.settleLate(order, paymentId);
    return true;
  }

  expectedCharge(gatewayOrderId: string): Promise<ExpectedCharge | null> {
    return this.unsettled.expectedCharge(gatewayOrderId);
  }

  unsettledGatewayOrders(limit: number): Promise<UnsettledOrder[]> {
    return this.unsettled.due(limit);
  }

  noPaymentFound(gatewayOrderId: string, paymentStarted: boolean): Promise<void> {
    return this.unsettled.noPaymentFound(gatewayOrderId, paymentStarted);
  }

  /** What follows a confirmed payment, in its transaction: the audit entry, the buyer's e-mail, then the invoice. */
  private async confirmed(
    manager: EntityManager,
    order: { id: number; orderId: string; totalAmount: number },
    paymentId: string,
  ): Promise<void> {
    await this.auditLog.record(manager, {
      actor: SYSTEM,
      action: 'payment.capture',
      target: { type: 'order', id: order.orderId },
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'completed', paymentId, amountPaise: order.totalAmount },
    });
    await this.confirmations.record(manager, order.orderId);
    // Last: the invoice number's counter row stays locked until this transaction commits.
    await this.invoices.issueForOrder(manager, order.id);
  }

  /** The hold ran out before the payment arrived: take the stock again if it is there, else refund. */
  private async settleLate(order: Order, paymentId: string): Promise<void> {
    const retaken = await this.db
      .transaction(async (manager) => {
        const won = await execute(
          manager,
          `UPDATE orders SET ${CAPTURE_LATE.set}, order_status = 'confirmed', payment_id = $2,
                             paid_at = now(), holds_stock = true, updated_at = now()
           WHERE id = $1 AND ${CAPTURE_LATE.where}`,
          [order.id, paymentId],
        );
        if (won === 0) return false; // another delivery of this payment got here first
        const taken = await this.stock.reserve(manager, order.productId, order.quantity, {
          reason: 'late_payment',
          orderId: order.orderId,
        });
        if (!taken.ok) throw new SoldOutMeanwhile();
        await this.confirmed(manager, order, paymentId);
        return true;
      })
      .catch((err: unknown) => {
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

  /** Sold out meanwhile: the whole payment goes back, through the outbox, with this decision. */
  private async markForRefund(order: Order, paymentId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const marked = await execute(
        manager,
        `UPDATE orders SET ${OWE_REFUND.set}, order_status = 'cancelled', payment_id = $2, updated_at = now()
         WHERE id = $1 AND ${OWE_REFUND.where}`,
        [order.id, paymentId],
      );
      if (marked === 0) return;
      this.logger.warn(`Late payment for ${order.orderId}: sold out meanwhile, refunding`);
      await this.refunds.refundLatePayment(
        manager,
        { type: 'order', id: order.orderId },
        paymentId,
        order.totalAmount,
        'paid after the hold expired, sold out meanwhile',
      );
    });
  }
}
