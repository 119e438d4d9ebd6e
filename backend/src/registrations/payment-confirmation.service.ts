import { BOOKING_PAYMENT, transitionSql } from '@robo/domain';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SYSTEM } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { withCreditNotes } from '../invoices/credit-note-subject.js';
import { Invoices } from '../invoices/invoices.service.js';
import { Settings } from '../config/settings.js';
import { execute, maybeOne } from '../common/sql.js';
import {
  PaymentTargets,
  type CapturedPayment,
  type ExpectedCharge,
  type PaymentTarget,
  type UnsettledOrder,
} from '../payments/payment-targets.js';
import { unsettledOrderQueries } from '../payments/unsettled-orders.js';
import { RefundsService } from '../payments/refunds/refunds.service.js';
import { rowRefundSubject } from '../payments/refunds/row-refund-subject.js';
import { BookingConfirmation } from './booking-confirmation.js';
import { RegistrationEvents } from './registration-events.js';
import { PricingService } from './pricing.service.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';

/** The lifecycle transitions (libs/domain/src/payment-lifecycle.ts) this service performs. */
const CAPTURE = transitionSql(BOOKING_PAYMENT.capture);
const CAPTURE_LATE = transitionSql(BOOKING_PAYMENT.captureLate);
const OWE_REFUND = transitionSql(BOOKING_PAYMENT.oweRefund);

export type Settlement =
  | { outcome: 'not-ours' }
  /** Paid by this call (a second call for the same order answers 'already-paid'). */
  | { outcome: 'confirmed'; booking: BookingRow }
  | { outcome: 'already-paid'; booking: BookingRow }
  /** Captured after the hold expired with no seat left: refunded, or the refund is under way. */
  | { outcome: 'refunded'; booking: BookingRow };

/**
 * The one confirmation path for workshop payments (design §5), used by the browser callback,
 * the webhook and reconciliation alike. Idempotent: only a pending (or expired, unpaid)
 * registration changes, so a second confirmation of the same order changes nothing.
 */
@Injectable()
export class PaymentConfirmationService implements PaymentTarget, OnModuleInit {
  readonly kind = 'registration';
  private readonly unsettled;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    settings: Settings,
    private readonly targets: PaymentTargets,
    private readonly holds: RegistrationHoldsService,
    private readonly coupons: CouponsService,
    private readonly pricing: PricingService,
    private readonly refunds: RefundsService,
    private readonly events: RegistrationEvents,
    private readonly confirmation: BookingConfirmation,
    private readonly invoices: Invoices,
    private readonly auditLog: AuditLog,
  ) {
    this.unsettled = unsettledOrderQueries(db, 'registrations', settings);
  }

  onModuleInit(): void {
    this.targets.register(this);
    this.refunds.registerSubject(
      withCreditNotes(
        rowRefundSubject('registration', 'registrations', 'booking_id', BOOKING_PAYMENT.confirmRefund),
        this.invoices,
      ),
    );
  }

  async settle(payment: CapturedPayment): Promise<boolean> {
    return (await this.confirm(payment)).outcome !== 'not-ours';
  }

  async confirm({
    gatewayOrderId,
    paymentId,
  }: Pick<CapturedPayment, 'gatewayOrderId' | 'paymentId'>): Promise<Settlement> {
    const settlement = await this.db.transaction((manager) => this.decide(manager, gatewayOrderId, paymentId));
    if (settlement.outcome === 'confirmed') this.holds.holdsChanged(); // a late payment may have re-taken a seat
    return settlement;
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

  /**
   * Records, with the confirmation, what must follow it: the QR code (listeners) and the parent's
   * message; and spends what the quoted price relied on (coupon use, early-bird place), each by one
   * conditional statement, honouring the quote when the last one went meanwhile.
   */
  private async confirmed(manager: EntityManager, booking: BookingRow, paymentId: string): Promise<Settlement> {
    await this.auditLog.record(manager, {
      actor: SYSTEM,
      action: 'payment.capture',
      target: { type: 'registration', id: booking.bookingId },
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid', paymentId, amountPaise: booking.totalAmount },
    });
    await this.events.emitConfirmed(manager, booking);
    await this.confirmation.record(manager, booking);
    // Late: the coupon, early-bird and invoice counter rows stay locked until this transaction commits.
    await this.spendCoupon(manager, booking);
    await this.pricing.takePlaceAtCapture(manager, booking.id);
    await this.invoices.issueForBooking(manager, booking.id);
    return { outcome: 'confirmed', booking };
  }

  private async decide(manager: EntityManager, gatewayOrderId: string, paymentId: string): Promise<Settlement> {
    const paid = await maybeOne<BookingRow>(
      manager,
      `UPDATE registrations SET ${CAPTURE.set}, payment_id = $2, paid_at = now(), updated_at = now()
       WHERE gateway_order_id = $1 AND ${CAPTURE.where}
       RETURNING ${BOOKING_COLUMNS}`,
      [gatewayOrderId, paymentId],
    );
    if (paid) return this.confirmed(manager, paid, paymentId);

    const booking = await maybeOne<BookingRow & { refundDue: boolean }>(
      manager,
      `SELECT ${BOOKING_COLUMNS}, refund_due AS "refundDue" FROM registrations WHERE gateway_order_id = $1 FOR UPDATE`,
      [gatewayOrderId],
    );
    if (!booking) return { outcome: 'not-ours' };
    if (booking.paymentStatus === 'paid') return { outcome: 'already-paid', booking };
    // Cancelled by the desk (bookings-desk/README.md): its money goes back through the desk's refund, never a seat again.
    if (booking.paymentStatus === 'refunded' || booking.paymentStatus === 'cancelled' || booking.refundDue)
      return { outcome: 'refunded', booking };

    // Expired and unpaid: the payment arrived after the hold was released.
    if (await this.holds.retake(manager, booking)) {
      await execute(
        manager,
        `UPDATE registrations SET ${CAPTURE_LATE.set}, payment_id = $2, paid_at = now(), updated_at = now() WHERE id = $1 AND ${CAPTURE_LATE.where}`,
        [booking.id, paymentId],
      );
      return this.confirmed(manager, { ...booking, paymentStatus: 'paid' }, paymentId);
    }
    // No seat left: the whole payment goes back, through the outbox, with this decision.
    await execute(
      manager,
      `UPDATE registrations SET ${OWE_REFUND.set}, payment_id = $2, updated_at = now() WHERE id = $1 AND ${OWE_REFUND.where}`,
      [booking.id, paymentId],
    );
    await this.refunds.refundLatePayment(
      manager,
      { type: 'registration', id: booking.bookingId },
      paymentId,
      booking.totalAmount,
      'paid after the hold expired, no seat left',
    );
    return { outcome: 'refunded', booking };
  }

  /** The coupon use and its redemption record; a spent use goes back if the desk cancels the booking. */
  private async spendCoupon(manager: EntityManager, booking: BookingRow): Promise<void> {
    if (!booking.couponCode) return;
    const { spent } = await this.coupons.spend(manager, {
      code: booking.couponCode,
      email: booking.email,
      phone: booking.phoneNumber,
      amountBefore: booking.originalAmount,
      amountAfter: booking.totalAmount,
      registrationId: booking.id,
    });
    if (spent) await execute(manager, `UPDATE registrations SET holds_coupon = true WHERE id = $1`, [booking.id]);
  }
}
