import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type Language, type RegistrationDetails, type RegistrationResponse } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { InvoiceFiles } from '../invoices/invoice-files.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentSignatures } from '../payments/payment-signatures.js';
import { PaymentTargets } from '../payments/payment-targets.js';
import { PaymentPipeline } from '../payments/pipeline/payment-pipeline.js';
import { RefundsService } from '../payments/refunds/refunds.service.js';
import { VenuesService } from '../venues/venues.service.js';
import type { CreateRegistrationDto } from './dto/create-registration.dto.js';
import type { VerifyPaymentDto } from './dto/verify-payment.dto.js';
import { withFreshBookingId } from './booking-id.js';
import { BookingPayable } from './booking-payable.js';
import { RegistrationHoldsService, type HoldRequest, type TakenSeatRequest } from './registration-holds.service.js';
import { RecordAccess, type Asker } from '../my-booking/record-access.js';
import {
  BOOKING_COLUMNS,
  maskedRegistrationDetails,
  toRegistrationDetails,
  type BookingRow,
} from './registration.mapper.js';
import { REGISTRATION_ERRORS, registrationError } from './registrations.errors.js';
import { RetriedBookings, type RetriedBooking } from './retried-bookings.js';
import { Settings } from '../config/settings.js';
import type { HoldContext } from '../hold-limits/hold-context.js';
import { execute, maybeOne } from '../common/sql.js';
import type { VenueSummary } from '../venues/venues.service.js';
import { signingKeys } from '../common/purpose-signature.js';

export type CreatedRegistration = RegistrationResponse;

/** The workshop booking flow: hold and order, verify the payment, show the booking. */
@Injectable()
export class RegistrationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly holds: RegistrationHoldsService,
    private readonly gateway: PaymentGateway,
    private readonly signatures: PaymentSignatures,
    private readonly pipeline: PaymentPipeline,
    private readonly bookings: BookingPayable,
    private readonly venues: VenuesService,
    private readonly settings: Settings,
    private readonly invoiceFiles: InvoiceFiles,
    private readonly refunds: RefundsService,
    private readonly targets: PaymentTargets,
    private readonly retried: RetriedBookings,
    private readonly access: RecordAccess,
  ) {}

  /**
   * Opens the gateway order, then holds seat, coupon use and early-bird place and writes the
   * registration with its order in one statement (one transaction with a coupon). In that order,
   * a booking costs one commit instead of two, and a gateway that fails leaves nothing to undo;
   * a hold that is refused leaves only an unpaid gateway order, which charges no one. The same
   * booking asked for again while its hold lives gets that hold back (RetriedBookings).
   */
  async create(dto: CreateRegistrationDto, limits: HoldContext, language: Language): Promise<CreatedRegistration> {
    // Usually the hold statement itself finds a retry (one round trip less per booking). Before a
    // coupon use is taken, or a venue this process just found full is refused, it is looked for here.
    if (dto.couponCode || this.venues.isKnownFull(dto.venueId)) {
      const retried = await this.retried.live(dto);
      if (retried) return this.handBack(retried);
    }
    const request: HoldRequest = {
      ...dto,
      phoneNumber: dto.phone,
      limits,
      language,
    };
    await this.holds.refuseEarly(request);
    return withFreshBookingId(async (bookingId) => {
      const order = await this.gateway.createOrder({
        amount: request.totalAmount,
        currency: 'INR',
        receipt: bookingId,
        notes: { purpose: 'registration', bookingId },
      });
      const { booking, venue, retriedOrderId } = await this.holds.hold(request, bookingId, order.id);
      // The order just opened is left unpaid, like that of a refused hold: it charges no one.
      if (retriedOrderId)
        return this.created(booking, venue, { id: retriedOrderId, amount: booking.totalAmount, currency: 'INR' });
      // Rarely given, so kept out of the hold statement every booking runs.
      if (dto.buyerGstin) {
        await execute(this.db, `UPDATE registrations SET buyer_gstin = $2 WHERE id = $1`, [booking.id, dto.buyerGstin]);
      }
      return this.created(booking, venue, { id: order.id, amount: order.amount, currency: order.currency });
    });
  }

  /**
   * A booking on a seat that `claimSeat` hands over in the same transaction (a waiting-list offer):
   * the gateway order is opened first, as in `create`; `claimSeat` throws when the seat is not the
   * caller's to book, and then nothing is written. Paid, expired and confirmed like any booking.
   */
  async bookTakenSeat(
    request: TakenSeatRequest,
    claimSeat: (manager: EntityManager, bookingId: string) => Promise<void>,
  ): Promise<CreatedRegistration> {
    const venue = await this.venues.summary(request.venueId);
    if (!venue) throw registrationError.VENUE_UNAVAILABLE(REGISTRATION_ERRORS.venueUnavailable);
    const created = await withFreshBookingId(async (bookingId) => {
      const order = await this.gateway.createOrder({
        amount: request.price.totalAmount,
        currency: 'INR',
        receipt: bookingId,
        notes: { purpose: 'registration', bookingId },
      });
      const booking = await this.db.transaction(async (manager) => {
        await claimSeat(manager, bookingId);
        return this.holds.holdTakenSeat(manager, request, bookingId, order.id);
      });
      return this.created(booking, venue, { id: order.id, amount: order.amount, currency: order.currency });
    });
    this.holds.holdsChanged();
    return created;
  }

  /** A retry of a live hold: the same booking and gateway order (a failed payment may be retried on it). */
  private async handBack(booking: RetriedBooking): Promise<CreatedRegistration> {
    const venue = await this.venues.summary(booking.venueId);
    if (!venue) throw registrationError.VENUE_UNAVAILABLE(REGISTRATION_ERRORS.venueUnavailable);
    return this.created(booking, venue, { id: booking.gatewayOrderId, amount: booking.totalAmount, currency: 'INR' });
  }

  /** The parent's answer: the booking, its gateway order, and the token that lets them release the hold. */
  private created(
    booking: BookingRow,
    venue: VenueSummary,
    razorpayOrder: RegistrationResponse['razorpayOrder'],
  ): CreatedRegistration {
    return {
      registration: toRegistrationDetails(booking, venue),
      razorpayOrder,
      releaseToken: signingKeys(this.settings).sign('release', booking.bookingId),
    };
  }

  /**
   * A parent who gives up on paying gives the seat back at once (`POST /api/registrations/:id/release`)
   * instead of holding it for the rest of the hold; only with the token answered at creation.
   */
  async release(bookingId: string, releaseToken: unknown): Promise<{ released: true }> {
    const id = signingKeys(this.settings).verify('release', bookingId, releaseToken)
      ? await this.holds.pendingId(bookingId)
      : null;
    if (id === null || !(await this.holds.release(id, false)))
      throw registrationError.RELEASE_REFUSED(REGISTRATION_ERRORS.releaseRefused);
    return { released: true };
  }

  /** The checkout's signature must be for the order stored with this booking. */
  async verifyPayment(dto: VerifyPaymentDto): Promise<{ success: true; bookingId: string }> {
    const stored = await maybeOne<{ gatewayOrderId: string | null }>(
      this.db,
      `SELECT gateway_order_id AS "gatewayOrderId" FROM registrations WHERE booking_id = $1`,
      [dto.booking_id],
    );
    if (!stored) throw registrationError.BOOKING_NOT_FOUND(MESSAGES.bookingNotFound);
    const orderId = stored.gatewayOrderId;
    if (
      !orderId ||
      orderId !== dto.razorpay_order_id ||
      !this.signatures.isValidPayment(orderId, dto.razorpay_payment_id, dto.razorpay_signature)
    ) {
      throw registrationError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    // The gateway's own record of the payment, checked like a webhook's (amount, currency, captured).
    const payment = await this.gateway.fetchPayment(dto.razorpay_payment_id);
    if (payment.orderId !== orderId || (await this.targets.check(payment, 'verify')) !== 'settled') {
      throw registrationError.PAYMENT_VERIFICATION_FAILED(MESSAGES.paymentVerificationFailed);
    }
    const settlement = await this.pipeline.confirm(this.bookings, {
      gatewayOrderId: orderId,
      paymentId: dto.razorpay_payment_id,
    });
    if (settlement.outcome === 'refunded')
      throw registrationError.LATE_PAYMENT_REFUNDED(REGISTRATION_ERRORS.latePaymentRefunded);
    return { success: true, bookingId: dto.booking_id };
  }

  /** The thank-you page's record: whole for its owner (RecordAccess), masked for anyone else with the id. */
  async details(bookingId: string, asker: Asker): Promise<RegistrationDetails> {
    const booking = await maybeOne<BookingRow>(
      this.db,
      `SELECT ${BOOKING_COLUMNS} FROM registrations WHERE booking_id = $1`,
      [bookingId],
    );
    const venue = booking && (await this.venues.summary(booking.venueId));
    if (!booking || !venue) throw registrationError.BOOKING_NOT_FOUND(MESSAGES.bookingNotFound);
    const refund = await this.refunds.summaryFor({ type: 'registration', id: bookingId });
    const record = { ...toRegistrationDetails(booking, venue), ...(refund && { refund }) };
    const owner = { releaseValue: booking.bookingId, phone: booking.phoneNumber, email: booking.email };
    if (!this.access.opens(asker, owner, ['desk'])) return maskedRegistrationDetails(record);
    const invoiceUrl = await this.invoiceFiles.buyerLink(booking.bookingId);
    return { ...record, ...(invoiceUrl && { invoiceUrl }) };
  }

  /** Where the booking's QR code image lives (set by the QR job). */
  async setQrCode(bookingId: string, urls: { qrCodeUrl: string; simpleQrCodeUrl: string }): Promise<void> {
    await execute(
      this.db,
      `UPDATE registrations SET qr_code_url = $2, simple_qr_code_url = $3, updated_at = now() WHERE booking_id = $1`,
      [bookingId, urls.qrCodeUrl, urls.simpleQrCodeUrl],
    );
  }
}
