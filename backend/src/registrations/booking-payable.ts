import { BOOKING_PAYMENT } from '@robo/domain';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CouponsService } from '../coupons/coupons.service.js';
import { execute } from '../common/sql.js';
import { withCreditNotes } from '../invoices/credit-note-subject.js';
import { Invoices } from '../invoices/invoices.js';
import type { PayableKind, Settlement } from '../payments/pipeline/payable-kind.js';
import { PaymentPipeline } from '../payments/pipeline/payment-pipeline.js';
import type { RefundSubject } from '../payments/refunds/refund-subjects.js';
import { BookingConfirmation } from './booking-confirmation.js';
import { PricingService } from './pricing.service.js';
import { RegistrationEvents } from './registration-events.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';

/** Holds looked at per run of the expiry sweep. */
const EXPIRY_BATCH = 500;

/**
 * A workshop booking as a payable kind (payments/pipeline): it holds a seat (and is quoted a
 * coupon use and early-bird place that only a captured payment takes); paying it sets off the QR
 * code (listeners), the parent's message, the coupon use, the early-bird place and the invoice.
 */
@Injectable()
export class BookingPayable implements PayableKind<BookingRow>, OnModuleInit {
  readonly kind = 'registration';
  readonly table = 'registrations';
  readonly lifecycle = BOOKING_PAYMENT;
  readonly subjectColumn = 'booking_id';
  readonly columns = BOOKING_COLUMNS;
  readonly lateRefundReason = 'paid after the hold expired, no seat left';
  readonly expiry = {
    job: 'holds:expire-registrations',
    batch: EXPIRY_BATCH,
    release: (ids: number[]) => this.releaseOverdue(ids),
  } as const;
  readonly checkout = { idColumn: 'booking_id', releaseValue: (bookingId: string) => bookingId } as const;

  constructor(
    private readonly pipeline: PaymentPipeline,
    private readonly holds: RegistrationHoldsService,
    private readonly coupons: CouponsService,
    private readonly pricing: PricingService,
    private readonly events: RegistrationEvents,
    private readonly confirmation: BookingConfirmation,
    private readonly invoices: Invoices,
  ) {}

  onModuleInit(): Promise<void> {
    return this.pipeline.register(this);
  }

  refunds(subject: RefundSubject): RefundSubject {
    return withCreditNotes(subject, this.invoices);
  }

  /**
   * Records, with the confirmation, what must follow it: the QR code (listeners) and the parent's
   * message; and spends what the quoted price relied on (coupon use, early-bird place), each by one
   * conditional statement, honouring the quote when the last one went meanwhile.
   */
  async confirmed(manager: EntityManager, booking: BookingRow): Promise<void> {
    await this.events.emitConfirmed(manager, booking);
    await this.confirmation.record(manager, booking);
    // Late: the coupon, early-bird and invoice counter rows stay locked until this transaction commits.
    await this.spendCoupon(manager, booking);
    await this.pricing.takePlaceAtCapture(manager, booking.id);
    await this.invoices.issueForBooking(manager, booking.id);
  }

  retake(manager: EntityManager, booking: BookingRow): Promise<boolean> {
    return this.holds.retake(manager, booking);
  }

  /** A late payment may have re-taken a seat. */
  settled(settlement: Settlement<BookingRow>): void {
    if (settlement.outcome === 'confirmed') this.holds.holdsChanged();
  }

  private async releaseOverdue(ids: number[]): Promise<number> {
    let released = 0;
    for (const id of ids) if (await this.holds.release(id, true)) released++;
    return released;
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
