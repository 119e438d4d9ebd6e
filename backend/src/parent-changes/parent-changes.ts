import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOKING_READS,
  PARENT_CHANGE_MESSAGES,
  cancellationPolicyText,
  type ChildDetailsCorrection,
  type MyBookingChangesOverview,
  type ParentChangePolicy,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { PARENT } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { BookingActions } from '../bookings-desk/booking-actions.js';
import {
  changesClosedBecause,
  changesClosedReason,
  ParentChangePolicySetting,
} from '../bookings-desk/parent-change-policy-setting.js';
import { CancellationRequests } from '../bookings-desk/requests/cancellation-requests.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { execute, maybeOne, rows } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { bookingMatch, type Contact } from '../my-booking/contact.js';
import { parentChangeError } from './parent-changes.errors.js';

/** A paid booking of the parent's, locked for the change, with its venue's start and edition. */
interface OwnedBooking extends ChildDetailsCorrection {
  id: number;
  bookingId: string;
  startsAt: Date | null;
}

interface VenueForChanges {
  id: number;
  editionId: number;
  startsAt: Date | null;
}

/** A paid booking of the parent's, with what its changes need. */
interface ChangeableBooking {
  id: number;
  bookingId: string;
  venueId: number;
  editionId: number;
  startsAt: Date | null;
  gradeGroup: string;
  schoolName: string;
}

/**
 * What a signed-in parent may change on their own paid booking (README.md), within the owner's policy: move it to another venue of the same edition (the desk's
 * transfer), correct the child's details, or ask the desk to cancel it. Each is audited and on the
 * timeline with the parent as actor, and confirmed by message.
 */
@Injectable()
export class ParentChanges {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: ParentChangePolicySetting,
    private readonly actions: BookingActions,
    private readonly requests: CancellationRequests,
    private readonly idempotent: IdempotentRequests,
    private readonly timeline: Timeline,
    private readonly auditLog: AuditLog,
    private readonly messages: Messages,
  ) {}

  /** Each of the parent's paid bookings and what may still change on it. */
  async overview(contact: Contact): Promise<MyBookingChangesOverview> {
    const bookings = await rows<ChangeableBooking>(
      this.db,
      `SELECT r.id, r.booking_id AS "bookingId", r.venue_id AS "venueId", v.edition_id AS "editionId",
              v.starts_at AS "startsAt", r.grade_group AS "gradeGroup", r.school_name AS "schoolName"
       FROM registrations r JOIN venues v ON v.id = r.venue_id
       WHERE ${bookingMatch(contact.kind, 'r')} AND ${BOOKING_READS.paid.sql('r')}
       ORDER BY r.paid_at DESC NULLS LAST LIMIT 50`,
      [contact.value],
    );
    if (bookings.length === 0) return { bookings: [] };
    const [policy, requests, venues] = await Promise.all([
      this.policy.get(),
      this.requests.latest(bookings.map((b) => b.id)),
      rows<VenueForChanges & { venue: string; dateTime: string }>(
        this.db,
        `SELECT id, edition_id AS "editionId", starts_at AS "startsAt", display_name AS venue, date_time AS "dateTime"
         FROM venues WHERE edition_id = ANY($1) AND is_active AND booked_seats < max_seats ORDER BY starts_at, id`,
        [[...new Set(bookings.map((b) => b.editionId))]],
      ),
    ]);
    return {
      bookings: bookings.map((b) => ({
        bookingId: b.bookingId,
        gradeGroup: b.gradeGroup,
        schoolName: b.schoolName,
        closedBecause: changesClosedBecause(policy, b.startsAt),
        policyText: cancellationPolicyText(policy),
        closedReason: changesClosedReason(policy, b.startsAt),
        policy: { cutoffHours: policy.cutoffHours, refundOnCancel: policy.refundOnCancel },
        transferTo: venues
          .filter((v) => v.editionId === b.editionId && v.id !== b.venueId && !changesClosedBecause(policy, v.startsAt))
          .map((v) => ({ venueId: v.id, venue: v.venue, dateTime: v.dateTime })),
        cancellation: requests.get(b.id) ?? null,
      })),
    };
  }

  /** The desk's transfer, with the parent's policy checked on the locked booking: both venues before the cut-off, one edition. */
  async transfer(contact: Contact, bookingId: string, venueId: number, key: string): Promise<void> {
    await this.owned(this.db.manager, contact, bookingId);
    await this.actions.transfer(bookingId, { venueId }, PARENT, key, async (manager, booking) => {
      const policy = await this.policy.get(manager);
      const venues = await rows<VenueForChanges>(
        manager,
        `SELECT id, edition_id AS "editionId", starts_at AS "startsAt" FROM venues WHERE id = ANY($1)`,
        [[booking.venueId, venueId]],
      );
      const from = venues.find((v) => v.id === booking.venueId);
      const to = venues.find((v) => v.id === venueId);
      if (!to) throw parentChangeError.VENUE_NOT_FOUND('Venue not found');
      this.allow(policy, from?.startsAt ?? null);
      this.allow(policy, to.startsAt);
      if (to.editionId !== from?.editionId) throw parentChangeError.OTHER_EDITION(PARENT_CHANGE_MESSAGES.otherEdition);
    });
  }

  /** Corrects the child's name, grade group and school; the invoice keeps what was billed. */
  correct(contact: Contact, bookingId: string, details: ChildDetailsCorrection, key: string): Promise<object> {
    return this.idempotent.run(`registration.correct:${bookingId}`, key, details, async (manager) => {
      const booking = await this.owned(manager, contact, bookingId);
      this.allow(await this.policy.get(manager), booking.startsAt);
      const before = { childName: booking.childName, gradeGroup: booking.gradeGroup, schoolName: booking.schoolName };
      await execute(
        manager,
        `UPDATE registrations SET child_name = $2, grade_group = $3, school_name = $4, updated_at = now() WHERE id = $1`,
        [booking.id, details.childName, details.gradeGroup, details.schoolName],
      );
      await this.timeline.add(manager, {
        subject: { type: 'registration', id: booking.id },
        kind: 'details_corrected',
        actor: PARENT,
        data: { before, after: details },
      });
      await this.auditLog.record(manager, {
        actor: PARENT,
        action: 'registration.correct',
        target: { type: 'registration', id: booking.bookingId },
        before,
        after: { ...details },
      });
      await this.messages.queue(manager, {
        template: 'booking_updated',
        eventKey: `booking_updated:${booking.bookingId}:details:${key}`,
        bookingId: booking.bookingId,
        params: {
          update: 'details_corrected',
          childName: details.childName,
          gradeGroup: details.gradeGroup,
          schoolName: details.schoolName,
        },
      });
      return {};
    });
  }

  /** Files a cancellation request for the desk; the policy of the moment says whether it will be refunded. */
  askToCancel(contact: Contact, bookingId: string, reason: string | null, key: string): Promise<object> {
    return this.idempotent.run(`registration.cancellation_request:${bookingId}`, key, { reason }, async (manager) => {
      const booking = await this.owned(manager, contact, bookingId);
      const policy = await this.policy.get(manager);
      this.allow(policy, booking.startsAt);
      await this.requests.ask(manager, booking, reason, policy.refundOnCancel);
      return {};
    });
  }

  private allow(policy: ParentChangePolicy, startsAt: Date | null): void {
    const closed = changesClosedBecause(policy, startsAt);
    if (closed) throw parentChangeError.CHANGES_CLOSED(closed);
  }

  /** The contact's own paid booking, its row locked (404 for any other: a stranger learns nothing). */
  private async owned(manager: EntityManager, contact: Contact, bookingId: string): Promise<OwnedBooking> {
    const booking = await maybeOne<OwnedBooking>(
      manager,
      // No join: a locked row that a concurrent transfer moved would fail a join re-checked on its new version.
      `SELECT r.id, r.booking_id AS "bookingId", r.child_name AS "childName", r.grade_group AS "gradeGroup",
              r.school_name AS "schoolName", (SELECT starts_at FROM venues WHERE id = r.venue_id) AS "startsAt"
       FROM registrations r
       WHERE r.booking_id = $2 AND ${bookingMatch(contact.kind, 'r')} AND ${BOOKING_READS.paid.sql('r')}
       FOR UPDATE OF r`,
      [contact.value, bookingId.toUpperCase()],
    );
    if (!booking) throw parentChangeError.NOT_YOURS('Booking not found');
    return booking;
  }
}
