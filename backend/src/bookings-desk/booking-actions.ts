import { Injectable } from '@nestjs/common';
import {
  formatPaise,
  MESSAGES,
  type DeskCancelRequest,
  type DeskRefundChoice,
  type DeskRefundRequest,
  type DeskRegistrationDetail,
  type DeskTransferRequest,
  BOOKING_READS,
  type PaymentColumns,
  type Paise,
  paise,
} from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { actorName } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { deskError } from './bookings-desk.errors.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { maybeOne, one, execute } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { Outbox } from '../outbox/outbox.js';
import { RefundsService } from '../payments/refunds/refunds.service.js';
import { RENDER_BOOKING_QR } from '../qr/jobs/render-booking-qr.job.js';
import {
  HELD_COLUMNS,
  RegistrationHoldsService,
  type HeldThings,
} from '../registrations/registration-holds.service.js';
import { VenuesService } from '../venues/venues.service.js';
import { DeskRefundLimitSetting } from './desk-refund-limit-setting.js';
import { RegistrationDetailService } from './registration-detail.service.js';

export const DESK_MESSAGES = {
  notPaid: 'Only a paid booking can be refunded.',
  transferNotPaid: 'Only a paid booking can be moved to another venue.',
  checkedIn: 'This child has already checked in; a checked-in booking cannot be moved.',
  venueInactive: 'That venue is not taking bookings.',
  resendNotPaid: 'Only a paid booking has a confirmation to send again.',
} as const;

interface LockedBooking extends HeldThings, PaymentColumns {
  bookingId: string;
  paymentId: string | null;
}

/** A caller's own rule for a transfer (the parent's policy), run with the booking's row locked; throws to refuse. */
export type TransferCheck = (manager: EntityManager, booking: { id: number; venueId: number }) => Promise<void>;

/** The booking's row, locked until the action's transaction ends: two staff acting at once queue here. */
const LOCK_SQL = `SELECT ${HELD_COLUMNS}, booking_id AS "bookingId", payment_status AS "paymentStatus", payment_id AS "paymentId",
  refund_due AS "refundDue" FROM registrations WHERE booking_id = $1 FOR UPDATE`;

/**
 * The desk's writes on one booking (backend/src/bookings-desk/README.md): each runs once per
 * Idempotency-Key, in one transaction with the booking's row locked, its timeline event and its
 * audit entry; each answers the booking as it is afterwards.
 */
@Injectable()
export class BookingActions {
  constructor(
    private readonly idempotent: IdempotentRequests,
    private readonly holds: RegistrationHoldsService,
    private readonly venues: VenuesService,
    private readonly refunds: RefundsService,
    private readonly limit: DeskRefundLimitSetting,
    private readonly detail: RegistrationDetailService,
    private readonly timeline: Timeline,
    private readonly auditLog: AuditLog,
    private readonly outbox: Outbox,
    private readonly messages: Messages,
  ) {}

  /**
   * A pending hold is released; a paid booking becomes `cancelled` (then `refunded` once the
   * gateway has refunded it), its seat, coupon use and early-bird place going back once. Any
   * other booking (cancelled already, expired, refunded) is answered as it is, unchanged.
   */
  async cancel(
    bookingId: string,
    request: DeskCancelRequest,
    actor: Actor,
    key: string,
  ): Promise<DeskRegistrationDetail> {
    const answer = await this.idempotent.run(`registration.cancel:${bookingId}`, key, request, (manager) =>
      this.cancelIn(manager, bookingId, request, actor),
    );
    this.holds.holdsChanged();
    return answer;
  }

  /** The cancel's work in the caller's transaction (the requests queue approves with it); call `holdsChanged` after commit. */
  async cancelIn(
    manager: EntityManager,
    bookingId: string,
    request: DeskCancelRequest,
    actor: Actor,
  ): Promise<DeskRegistrationDetail> {
    const booking = await this.lock(manager, bookingId);
    if (BOOKING_READS.awaitingPayment.test(booking)) {
      const data = { reason: request.reason, refundPaise: 0 };
      await this.holds.giveBack(manager, booking, 'expire', { actor, action: 'registration.cancel', details: data });
      await this.addToTimeline(manager, booking, actor, 'cancel', data);
    } else if (BOOKING_READS.paid.test(booking)) {
      const refundPaise = await this.refundAmount(manager, booking, request.refund);
      await this.limit.allow(manager, actor, { paymentId: booking.paymentId, amountPaise: refundPaise });
      const data = { reason: request.reason, refundPaise };
      await this.holds.giveBack(manager, booking, 'cancel', { actor, action: 'registration.cancel', details: data });
      await this.requestRefund(manager, booking, refundPaise, request.reason, actor, {
        key: `desk-cancel:${booking.bookingId}`,
        tellParent: false,
      });
      await this.addToTimeline(manager, booking, actor, 'cancel', data);
      // One notice per channel says both: cancelled, and the refund (issue 31).
      await this.messages.queue(manager, {
        template: 'booking_cancelled',
        eventKey: `booking_cancelled:${booking.bookingId}`,
        bookingId: booking.bookingId,
        params: { reason: request.reason, refundPaise },
      });
    }
    return this.detail.detail(booking.bookingId, manager);
  }

  /** Seats, coupon uses and places went back: the live counters are told (after commit). */
  holdsChanged(): void {
    this.holds.holdsChanged();
  }

  /**
   * Gives money back without cancelling (a paid booking keeps its seat), or the rest of a
   * cancelled booking's payment, or again after the gateway refused a refund (the retry button).
   */
  refund(bookingId: string, request: DeskRefundRequest, actor: Actor, key: string): Promise<DeskRegistrationDetail> {
    return this.idempotent.run(`registration.refund:${bookingId}`, key, request, async (manager) => {
      const booking = await this.lock(manager, bookingId);
      if (!booking.paymentId || !BOOKING_READS.refundable.test(booking))
        throw deskError.NOT_PAID(DESK_MESSAGES.notPaid);
      const amount = await this.refundAmount(manager, booking, { amountPaise: request.amountPaise });
      await this.limit.allow(manager, actor, { paymentId: booking.paymentId, amountPaise: amount });
      await this.requestRefund(manager, booking, amount, request.reason, actor, {
        key: `desk-refund:${booking.bookingId}:${key}`,
        tellParent: true,
      });
      return this.detail.detail(booking.bookingId, manager);
    });
  }

  /**
   * Moves a paid booking to another venue: a seat there and the old one back, in one transaction
   * (nothing changes when the venue is full or inactive). Every venue charges the same price, so
   * nothing is charged or refunded (docs/decisions.md). Moving to where it already is changes nothing.
   */
  async transfer(
    bookingId: string,
    request: DeskTransferRequest,
    actor: Actor,
    key: string,
    allow: TransferCheck = async () => {},
  ): Promise<DeskRegistrationDetail> {
    const answer = await this.idempotent.run(`registration.transfer:${bookingId}`, key, request, async (manager) => {
      const booking = await this.lock(manager, bookingId);
      if (booking.venueId !== request.venueId) {
        await allow(manager, booking);
        if (!BOOKING_READS.paid.test(booking)) throw deskError.TRANSFER_NOT_PAID(DESK_MESSAGES.transferNotPaid);
        const checkedIn = await maybeOne(manager, `SELECT 1 AS one FROM check_ins WHERE registration_id = $1`, [
          booking.id,
        ]);
        if (checkedIn) throw deskError.CHECKED_IN(DESK_MESSAGES.checkedIn);
        await this.moveSeat(manager, booking, request.venueId);
        await execute(
          manager,
          `UPDATE registrations SET venue_id = $2, holds_seat = true, updated_at = now() WHERE id = $1`,
          [booking.id, request.venueId],
        );
        // The ticket shows its venue: render it again.
        await this.outbox.rerun(manager, {
          kind: RENDER_BOOKING_QR,
          key: booking.bookingId,
          payload: { bookingId: booking.bookingId },
          cause: `booking ${booking.bookingId} moved`,
        });
        const names = await one<{ from: string; to: string; previous: string }>(
          manager,
          `SELECT f.display_name AS "from", t.display_name AS "to", f.display_name || ', ' || f.date_time AS previous
           FROM venues f, venues t WHERE f.id = $1 AND t.id = $2`,
          [booking.venueId, request.venueId],
        );
        await this.record(
          manager,
          booking,
          actor,
          'transfer',
          {
            fromVenueId: booking.venueId,
            toVenueId: request.venueId,
            from: names.from,
            to: names.to,
            reason: request.reason ?? null,
          },
          { venueId: booking.venueId },
          { venueId: request.venueId },
        );
        await this.messages.queue(manager, {
          template: 'booking_transferred',
          eventKey: `booking_transferred:${booking.bookingId}:${key}`,
          bookingId: booking.bookingId,
          params: { previous: names.previous },
        });
      }
      return this.detail.detail(booking.bookingId, manager);
    });
    this.holds.holdsChanged();
    return answer;
  }

  /** The booking's confirmation again, on every channel it has (e-mail, WhatsApp); only for a paid booking. */
  resend(bookingId: string, actor: Actor, key: string): Promise<DeskRegistrationDetail> {
    return this.idempotent.run(`registration.resend:${bookingId}`, key, {}, async (manager) => {
      const booking = await this.lock(manager, bookingId);
      if (!BOOKING_READS.paid.test(booking)) throw deskError.RESEND_NOT_PAID(DESK_MESSAGES.resendNotPaid);
      const queued = await this.messages.queue(manager, {
        template: 'booking_confirmed',
        eventKey: `booking_confirmed:${booking.bookingId}:resend:${key}`,
        bookingId: booking.bookingId,
      });
      await this.record(manager, booking, actor, 'resend', { messages: queued.length }, null, {
        template: 'booking_confirmed',
        messages: queued.length,
      });
      return this.detail.detail(booking.bookingId, manager);
    });
  }

  /** A staff note on the booking's timeline. */
  addNote(bookingId: string, text: string, actor: Actor, key: string): Promise<DeskRegistrationDetail> {
    return this.idempotent.run(`registration.note:${bookingId}`, key, { text }, async (manager) => {
      const booking = await this.find(manager, bookingId);
      await this.record(manager, booking, actor, 'note', { text }, null, { note: text });
      return this.detail.detail(booking.bookingId, manager);
    });
  }

  private async lock(manager: EntityManager, bookingId: string): Promise<LockedBooking> {
    const booking = await maybeOne<LockedBooking>(manager, LOCK_SQL, [bookingId.toUpperCase()]);
    if (!booking) throw deskError.BOOKING_NOT_FOUND(MESSAGES.bookingNotFound);
    return booking;
  }

  private async find(manager: EntityManager, bookingId: string): Promise<{ id: number; bookingId: string }> {
    const booking = await maybeOne<{ id: number; bookingId: string }>(
      manager,
      `SELECT id, booking_id AS "bookingId" FROM registrations WHERE booking_id = $1`,
      [bookingId.toUpperCase()],
    );
    if (!booking) throw deskError.BOOKING_NOT_FOUND(MESSAGES.bookingNotFound);
    return booking;
  }

  /** The refund a choice asks for, refused (400, naming the most) when more than is left of the payment. */
  private async refundAmount(manager: EntityManager, booking: LockedBooking, choice: DeskRefundChoice): Promise<Paise> {
    if (choice === 'none') return paise(0);
    const { left } = await one<{ left: Paise }>(
      manager,
      `SELECT coalesce((SELECT captured_paise - refunded_paise FROM payment_refund_totals WHERE payment_id = $1),
                       (SELECT total_amount FROM registrations WHERE id = $2)) AS left`,
      [booking.paymentId, booking.id],
    );
    if (choice === 'full') return left;
    if (choice.amountPaise > left) {
      throw deskError.REFUND_EXCEEDS_PAID(`At most ${formatPaise(left)} can be refunded for this booking.`, {
        refundablePaise: left,
      });
    }
    return choice.amountPaise;
  }

  /** The refund through the shared machinery, and the parent told of it unless the caller's own notice says it. */
  private async requestRefund(
    manager: EntityManager,
    booking: LockedBooking,
    amountPaise: Paise,
    reason: string,
    actor: Actor,
    { key, tellParent }: { key: string; tellParent: boolean },
  ): Promise<void> {
    if (amountPaise <= 0) return;
    const refund = await this.refunds.request(manager, {
      subject: { type: 'registration', id: booking.bookingId },
      paymentId: booking.paymentId!,
      amountPaise,
      reason,
      requestedBy: actorName(actor),
      actor,
      key,
    });
    if (!tellParent) return;
    await this.messages.queue(manager, {
      template: 'booking_refunded',
      eventKey: `booking_refunded:${refund.id}`,
      bookingId: booking.bookingId,
      params: { amountPaise },
    });
  }

  /** Seats are taken and released in venue id order, so two moves in opposite directions cannot deadlock. */
  private async moveSeat(manager: EntityManager, booking: LockedBooking, venueId: number): Promise<void> {
    const releaseOld = async () => {
      if (booking.holdsSeat) await this.venues.releaseSeat(manager, booking.venueId);
    };
    if (booking.venueId < venueId) await releaseOld();
    const seat = await this.venues.takeSeat(manager, venueId);
    // Throwing rolls the release back with everything else.
    if (!seat.taken)
      throw seat.reason === 'full'
        ? deskError.VENUE_FULL(MESSAGES.venueFull)
        : deskError.VENUE_INACTIVE(DESK_MESSAGES.venueInactive);
    if (booking.venueId > venueId) await releaseOld();
  }

  private async record(
    manager: EntityManager,
    booking: { id: number; bookingId: string },
    actor: Actor,
    kind: 'transfer' | 'note' | 'resend',
    data: Record<string, unknown>,
    before: object | null,
    after: object | null,
  ): Promise<void> {
    await this.addToTimeline(manager, booking, actor, kind, data);
    await this.auditLog.record(manager, {
      actor,
      action: `registration.${kind}`,
      target: { type: 'registration', id: booking.bookingId },
      before,
      after,
    });
  }

  /** The action's timeline event (a cancel's audit entry is written by its transition, `giveBack`). */
  private addToTimeline(
    manager: EntityManager,
    booking: { id: number },
    actor: Actor,
    kind: 'cancel' | 'transfer' | 'note' | 'resend',
    data: Record<string, unknown>,
  ): Promise<void> {
    return this.timeline.add(manager, { subject: { type: 'registration', id: booking.id }, kind, actor, data });
  }
}
