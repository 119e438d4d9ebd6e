import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PARENT_CHANGE_MESSAGES,
  type CancellationRequestItem,
  type CancellationRequestStatus,
  type DeskRegistrationDetail,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { actorName, PARENT, type Actor } from '../../audit/actor.js';
import { AuditLog } from '../../audit/audit-log.js';
import { Timeline } from '../../audit/timeline.js';
import { IdempotentRequests } from '../../common/idempotent-requests.js';
import { maybeOne, one, rows } from '../../common/sql.js';
import { Messages } from '../../messages/messages.js';
import { BookingActions } from '../booking-actions.js';
import { deskError } from '../bookings-desk.errors.js';

/** The booking a request is about, as the parent's side has locked it. */
export interface RequestedBooking {
  id: number;
  bookingId: string;
}

const ITEM_COLUMNS = `c.id, r.booking_id AS "bookingId", r.parent_name AS "parentName", r.child_name AS "childName",
  v.display_name AS venue, c.status, c.reason, c.refund, r.total_amount AS "amountPaise",
  c.decline_reason AS "declineReason", c.decided_by AS "decidedBy", c.created_at AS "createdAt", c.decided_at AS "decidedAt"`;

/**
 * Parents' cancellation requests and the desk's queue of them (README.md, "Requests"). A request
 * leaves `requested` by one conditional update, so approve racing decline (or approve twice) is
 * decided once; approving runs the desk's cancel, with the refund the policy promised, in the
 * same transaction.
 */
@Injectable()
export class CancellationRequests {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly idempotent: IdempotentRequests,
    private readonly actions: BookingActions,
    private readonly timeline: Timeline,
    private readonly auditLog: AuditLog,
    private readonly messages: Messages,
  ) {}

  /** Files the parent's request in their transaction (the booking locked); 409 while one is open. */
  async ask(manager: EntityManager, booking: RequestedBooking, reason: string | null, refund: boolean): Promise<void> {
    const filed = await maybeOne<{ id: number }>(
      manager,
      `INSERT INTO cancellation_requests (registration_id, reason, refund) VALUES ($1, $2, $3)
       ON CONFLICT (registration_id) WHERE status = 'requested' DO NOTHING RETURNING id`,
      [booking.id, reason, refund],
    );
    if (!filed) throw deskError.REQUEST_OPEN(PARENT_CHANGE_MESSAGES.requestOpen);
    await this.record(manager, booking, PARENT, 'cancellation_requested', { requestId: filed.id, reason, refund });
    await this.tell(manager, booking, `request-${filed.id}`, { update: 'cancel_requested' });
  }

  /** The latest request of each booking given, by booking row id. */
  async latest(
    bookingIds: number[],
  ): Promise<Map<number, { status: CancellationRequestStatus; declineReason: string | null }>> {
    const found = await rows<{
      registrationId: number;
      status: CancellationRequestStatus;
      declineReason: string | null;
    }>(
      this.db,
      `SELECT DISTINCT ON (registration_id) registration_id AS "registrationId", status, decline_reason AS "declineReason"
       FROM cancellation_requests WHERE registration_id = ANY($1) ORDER BY registration_id, id DESC`,
      [bookingIds],
    );
    return new Map(found.map(({ registrationId, ...request }) => [registrationId, request]));
  }

  /** The queue, open requests first then the latest answered, newest first within each. */
  async list(status?: CancellationRequestStatus): Promise<{ items: CancellationRequestItem[]; total: number }> {
    const where = status ? `WHERE c.status = $1` : '';
    const params = status ? [status] : [];
    const [items, counted] = await Promise.all([
      rows<CancellationRequestItem & { createdAt: Date; decidedAt: Date | null }>(
        this.db,
        `SELECT ${ITEM_COLUMNS} FROM cancellation_requests c
         JOIN registrations r ON r.id = c.registration_id JOIN venues v ON v.id = r.venue_id
         ${where} ORDER BY c.status = 'requested' DESC, c.created_at DESC, c.id DESC LIMIT 200`,
        params,
      ),
      one<{ total: number }>(this.db, `SELECT count(*)::int AS total FROM cancellation_requests c ${where}`, params),
    ]);
    return {
      items: items.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        decidedAt: item.decidedAt?.toISOString() ?? null,
      })),
      total: counted.total,
    };
  }

  /** Approves: the desk's cancel, refunded in full when the policy promised it; the parent gets the cancel's messages. */
  async approve(id: number, actor: Actor, key: string): Promise<DeskRegistrationDetail> {
    const answer = await this.idempotent.run(`request.approve:${id}`, key, {}, async (manager) => {
      const request = await this.decide(manager, id, 'approved', null, actor);
      const detail = await this.actions.cancelIn(
        manager,
        request.bookingId,
        { refund: request.refund ? 'full' : 'none', reason: 'Cancelled at your request' },
        actor,
      );
      await this.record(manager, request, actor, 'cancellation_approved', { requestId: id, refund: request.refund });
      return detail;
    });
    this.actions.holdsChanged();
    return answer;
  }

  /** Declines with a reason the parent is told; the booking stays as it is. */
  decline(id: number, reason: string, actor: Actor, key: string): Promise<CancellationRequestItem> {
    return this.idempotent.run(`request.decline:${id}`, key, { reason }, async (manager) => {
      const request = await this.decide(manager, id, 'declined', reason, actor);
      await this.record(manager, request, actor, 'cancellation_declined', { requestId: id, reason });
      await this.tell(manager, request, `declined-${id}`, { update: 'cancel_declined', reason });
      return one<CancellationRequestItem>(
        manager,
        `SELECT ${ITEM_COLUMNS} FROM cancellation_requests c
         JOIN registrations r ON r.id = c.registration_id JOIN venues v ON v.id = r.venue_id WHERE c.id = $1`,
        [id],
      );
    });
  }

  /** Moves an open request to its answer in one statement: 404 unknown, 409 already answered. */
  private async decide(
    manager: EntityManager,
    id: number,
    status: 'approved' | 'declined',
    declineReason: string | null,
    actor: Actor,
  ): Promise<RequestedBooking & { refund: boolean }> {
    const decided = await maybeOne<RequestedBooking & { refund: boolean }>(
      manager,
      `UPDATE cancellation_requests c SET status = $2, decline_reason = $3, decided_by = $4, decided_at = now()
       FROM registrations r WHERE c.id = $1 AND c.status = 'requested' AND r.id = c.registration_id
       RETURNING r.id, r.booking_id AS "bookingId", c.refund`,
      [id, status, declineReason, actorName(actor)],
    );
    if (decided) return decided;
    const exists = await maybeOne(manager, `SELECT 1 AS one FROM cancellation_requests WHERE id = $1`, [id]);
    if (!exists) throw deskError.REQUEST_NOT_FOUND(PARENT_CHANGE_MESSAGES.requestNotFound);
    throw deskError.REQUEST_DECIDED(PARENT_CHANGE_MESSAGES.requestDecided);
  }

  private async record(
    manager: EntityManager,
    booking: RequestedBooking,
    actor: Actor,
    kind: 'cancellation_requested' | 'cancellation_approved' | 'cancellation_declined',
    data: Record<string, unknown>,
  ): Promise<void> {
    await this.timeline.add(manager, { subject: { type: 'registration', id: booking.id }, kind, actor, data });
    await this.auditLog.record(manager, {
      actor,
      action: `registration.${kind}`,
      target: { type: 'registration', id: booking.bookingId },
      before: null,
      after: data,
    });
  }

  /** A `booking_updated` message: `update` names the sentence it says (backend/src/messages/README.md). */
  private tell(
    manager: EntityManager,
    booking: RequestedBooking,
    event: string,
    update: { update: 'cancel_requested' } | { update: 'cancel_declined'; reason: string },
  ): Promise<unknown> {
    return this.messages.queue(manager, {
      template: 'booking_updated',
      eventKey: `booking_updated:${booking.bookingId}:${event}`,
      bookingId: booking.bookingId,
      params: update,
    });
  }
}
