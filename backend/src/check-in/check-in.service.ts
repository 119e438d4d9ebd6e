import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECK_IN_REFUSALS, parseCheckInCode, type CheckInRefusal, type CheckInResult } from '@robo/domain';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import type { Actor } from '../audit/actor.js';
import { checkInError } from './check-in.errors.js';
import { execute, maybeOne, one } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { isValidCheckIn } from '../common/check-in-signature.js';
import { CHECK_IN_MESSAGES, type ScanDto, type ScanItemDto, type SyncDto } from './dto/scan.dto.js';
import {
  CheckInBookings,
  VENUE_NOT_FOUND,
  refusalFor,
  toChild,
  toRecord,
  type CheckInRow,
  type DoorBooking,
} from './check-in-bookings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { offlineWindowStart, recordContact, withinWindow } from './offline-window.js';
import { KitHandovers } from './kit-handovers.js';

export const NOT_CHECKED_IN = 'This booking is not checked in';

/** The signed-in staff member doing something at the door (backend/src/audit/actor.ts). */
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** One scan (or manual admission) as the device sent it. */
export interface ScanRequest {
  /** What the QR code holds; absent for a manual admission by booking id. */
  code?: string;
  bookingId?: string;
  venueId: number;
  deviceId: string;
  scannedAt: Date;
  /** What an offline device said, when it lay outside its offline window (scannedAt is then moved into it). */
  claimedAt?: Date;
  clientId: string;
  offline: boolean;
}

type Verdict =
  { booking: DoorBooking; refusal: null } | { booking?: DoorBooking; bookingId?: string; refusal: CheckInRefusal };

/** A result without the venue's counts (read fresh for every answer, also for a replayed one). */
type Answer = CheckInResult extends infer R ? (R extends unknown ? Omit<R, 'counts'> : never) : never;

/** Thrown inside the transaction when the client id was already answered: undo this attempt's writes. */
class AlreadyAnswered extends Error {}

/** A scanned code at most this long is kept in the scan log. */
const LOGGED_CODE_LENGTH = 200;

/**
 * Admits each paid booking once (backend/src/check-in/README.md). The `check_ins` primary key is
 * the booking, so of any number of simultaneous scans exactly one insert succeeds; the others
 * read the winner's row. Every scan is logged with its answer under the device's `clientId`, and
 * a retry with the same id gets that answer back.
 */
@Injectable()
export class CheckInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly bookings: CheckInBookings,
    private readonly audit: AuditLog,
    private readonly kits: KitHandovers,
  ) {}

  /** One scan or manual admission, as it happens (or from an offline queue: see sync). */
  async scan(dto: ScanDto, actor: StaffActor): Promise<CheckInResult> {
    const [request] = await this.requests([dto], dto.venueId, dto.deviceId);
    return this.scanAs(request as ScanRequest, await this.staff(actor));
  }

  /** A device's queue, in the order it was scanned; each item is idempotent by its clientId. */
  async sync(dto: SyncDto, actor: StaffActor): Promise<CheckInResult[]> {
    const requests = await this.requests(dto.scans, dto.venueId, dto.deviceId);
    const staff = await this.staff(actor);
    const results: CheckInResult[] = [];
    for (const request of requests) results.push(await this.scanAs(request, staff));
    // A sync is the device online: its next offline window starts here, so later scans cannot be dated before it.
    if (dto.deviceId) await recordContact(this.db, dto.venueId, dto.deviceId);
    return results;
  }

  /** The staff member as the door names them (their name on file), for scans and the audit log. */
  private async staff(actor: StaffActor): Promise<StaffActor> {
    return { ...actor, name: await this.bookings.staffName(actor.id) };
  }

  /**
   * Checks every item before any is recorded. Online scans take the server's clock; offline ones
   * the device's, moved into its offline window (offline-window.ts) and never later than now.
   */
  private async requests(items: ScanItemDto[], venueId: number, deviceId: string): Promise<ScanRequest[]> {
    if (items.some((item) => (item.code === undefined) === (item.bookingId === undefined)))
      throw checkInError.CODE_OR_BOOKING(CHECK_IN_MESSAGES.codeOrBooking);
    const now = new Date();
    const windowStart = items.some((item) => item.offline === true)
      ? await offlineWindowStart(this.db, venueId, deviceId, now)
      : now;
    return items.map((item) => {
      const offline = item.offline === true;
      const claimed = new Date(item.scannedAt);
      const scannedAt = offline ? withinWindow(claimed, windowStart, now) : now;
      return {
        code: item.code,
        bookingId: item.bookingId,
        venueId,
        deviceId,
        scannedAt,
        ...(offline && scannedAt.getTime() !== claimed.getTime() && { claimedAt: claimed }),
        clientId: item.clientId,
        offline,
      };
    });
  }

  private async scanAs(request: ScanRequest, staff: StaffActor): Promise<CheckInResult> {
    const verdict = await this.judge(request);
    let answer: Answer;
    try {
      answer = await this.db.transaction((manager) => this.record(manager, request, staff, verdict));
    } catch (err) {
      // The same clientId sent twice at once: the loser's check-in row collides on client_id once the
      // winner commits, and the winner's logged answer is the one to give.
      if (err instanceof AlreadyAnswered || isSameClientRace(err)) answer = await this.storedAnswer(request.clientId);
      else throw isMissingVenue(err) ? checkInError.VENUE_NOT_FOUND(VENUE_NOT_FOUND) : err;
    }
    // The kit is read fresh too: a replayed answer still says whether it has been handed over since.
    const kit =
      answer.outcome !== 'refused' && verdict.booking
        ? await this.kits.status(this.db, verdict.booking.registrationId)
        : null;
    return { ...answer, counts: await this.bookings.counts(request.venueId), ...(kit && { kit }) } as CheckInResult;
  }

  /**
   * Removes a check-in so the child can be admitted again; the undo is logged as a scan (which
   * device, who) and in the audit log with the check-in it removed.
   */
  async undo(bookingId: string, deviceId: string, actor: StaffActor): Promise<{ bookingId: string }> {
    const staff = await this.staff(actor);
    await this.db.transaction(async (manager) => {
      const removed = await maybeOne<{ registrationId: number; venueId: number } & CheckInRow>(
        manager,
        `DELETE FROM check_ins c USING registrations r
         WHERE c.registration_id = r.id AND r.booking_id = $1
         RETURNING c.registration_id AS "registrationId", c.venue_id AS "venueId",
                   c.checked_in_at AS at, c.device_id AS "deviceId", c.staff_name AS "staffName"`,
        [bookingId],
      );
      if (!removed) throw checkInError.NOT_CHECKED_IN(NOT_CHECKED_IN);
      await execute(
        manager,
        `INSERT INTO check_in_scans (client_id, venue_id, device_id, staff_id, staff_name, kind, booking_id,
                                     registration_id, outcome, answer, scanned_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, 'undo', $5, $6, 'undone', $7, now())`,
        [
          removed.venueId,
          deviceId,
          staff.id,
          staff.name,
          bookingId,
          removed.registrationId,
          JSON.stringify({ outcome: 'undone' }),
        ],
      );
      await this.audit.record(manager, {
        actor: staff,
        action: 'check-in.undo',
        target: { type: 'registration', id: bookingId },
        before: { checkIn: toRecord(removed) },
        after: { checkIn: null },
      });
    });
    return { bookingId };
  }

  private async judge(request: ScanRequest): Promise<Verdict> {
    let bookingId = request.bookingId;
    if (bookingId === undefined) {
      const code = request.code !== undefined ? parseCheckInCode(request.code) : null;
      if (!code) return { refusal: 'unreadable' };
      if (!isValidCheckIn(signingKeys(this.settings), code.bookingId, code.sig))
        return { refusal: 'forged', bookingId: code.bookingId };
      bookingId = code.bookingId;
    }
    const booking = await this.bookings.byBookingId(bookingId);
    if (!booking) return { refusal: 'unknown', bookingId };
    if (booking.venueId !== request.venueId) return { refusal: 'other_venue', booking };
    return { booking, refusal: refusalFor(booking) } as Verdict;
  }

  private async record(
    manager: EntityManager,
    request: ScanRequest,
    staff: StaffActor,
    verdict: Verdict,
  ): Promise<Answer> {
    if (!request.offline) await recordContact(manager, request.venueId, request.deviceId);
    const answer =
      verdict.refusal === null
        ? await this.admitOnce(manager, request, staff, verdict.booking)
        : refusedAnswer(verdict);
    const booking = verdict.booking;
    const logged = await maybeOne<{ id: string }>(
      manager,
      `INSERT INTO check_in_scans (client_id, venue_id, device_id, staff_id, staff_name, kind, code, booking_id,
                                   registration_id, outcome, reason, answer, offline, scanned_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (client_id) DO NOTHING RETURNING id`,
      [
        request.clientId,
        request.venueId,
        request.deviceId,
        staff.id,
        staff.name,
        request.code === undefined ? 'manual' : 'scan',
        request.code?.slice(0, LOGGED_CODE_LENGTH) ?? null,
        booking?.bookingId ?? (verdict.refusal === null ? null : (verdict.bookingId ?? null)),
        booking?.registrationId ?? null,
        answer.outcome,
        answer.outcome === 'refused' ? answer.reason : null,
        JSON.stringify(answer),
        request.offline,
        request.scannedAt,
      ],
    );
    if (!logged) throw new AlreadyAnswered();
    return answer;
  }

  /**
   * Admits the booking unless it is in already. An offline admission earlier than a check-in made
   * offline replaces it (the earliest is kept); one made online is never replaced, and the offline
   * scan is answered `duplicate` (both stay in the scan log and show as a conflict). The check-in
   * row is locked while deciding; every admission, duplicate and replacement is audited.
   */
  private async admitOnce(
    manager: EntityManager,
    request: ScanRequest,
    staff: StaffActor,
    booking: DoorBooking,
  ): Promise<Answer> {
    const child = toChild(booking);
    const scanned = toRecord({ at: request.scannedAt, deviceId: request.deviceId, staffName: staff.name });
    const audit = (action: string, before: object | null, after: object) =>
      this.audit.record(manager, {
        actor: staff,
        action,
        target: { type: 'registration', id: booking.bookingId },
        before,
        after: { ...after, offline: request.offline, ...(request.claimedAt && { claimedAt: request.claimedAt }) },
      });
    for (;;) {
      const current = await this.bookings.lockCheckIn(manager, booking.registrationId);
      if (!current) {
        const inserted = await maybeOne<{ registrationId: number }>(
          manager,
          `INSERT INTO check_ins (registration_id, venue_id, client_id, device_id, staff_id, staff_name, checked_in_at, offline)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (registration_id) DO NOTHING RETURNING registration_id AS "registrationId"`,
          [
            booking.registrationId,
            booking.venueId,
            request.clientId,
            request.deviceId,
            staff.id,
            staff.name,
            request.scannedAt,
            request.offline,
          ],
        );
        // Another device's admission landed meanwhile: decide again against it.
        if (!inserted) continue;
        await audit('check-in.admit', null, { checkIn: scanned });
        return { outcome: 'admit', child, checkIn: scanned };
      }
      const kept = toRecord(current);
      if (request.offline && current.offline && current.at > request.scannedAt) {
        await execute(
          manager,
          `UPDATE check_ins SET client_id = $2, device_id = $3, staff_id = $4, staff_name = $5, checked_in_at = $6
           WHERE registration_id = $1`,
          [booking.registrationId, request.clientId, request.deviceId, staff.id, staff.name, request.scannedAt],
        );
        await audit('check-in.overwrite', { checkIn: kept, offline: true }, { checkIn: scanned });
        return { outcome: 'admit', child, checkIn: scanned };
      }
      if (!request.offline) return { outcome: 'already', child, checkIn: kept };
      await audit('check-in.duplicate', null, { checkIn: scanned, kept });
      return { outcome: 'duplicate', child, checkIn: kept };
    }
  }

  private async storedAnswer(clientId: string): Promise<Answer> {
    // Only asked after the scan log refused this client id: its row is there.
    const row = await one<{ answer: Answer }>(this.db, `SELECT answer FROM check_in_scans WHERE client_id = $1`, [
      clientId,
    ]);
    return row.answer;
  }
}

function refusedAnswer(verdict: Exclude<Verdict, { refusal: null }>): Answer {
  const { booking, refusal } = verdict;
  return {
    outcome: 'refused',
    reason: refusal,
    message:
      refusal === 'other_venue' && booking
        ? `${CHECK_IN_REFUSALS.other_venue}: ${booking.venueName}`
        : CHECK_IN_REFUSALS[refusal],
    ...(booking && refusal !== 'forged' ? { child: toChild(booking) } : {}),
    ...(refusal === 'other_venue' && booking ? { otherVenue: booking.venueName } : {}),
  };
}

function isSameClientRace(err: unknown): boolean {
  const driverError =
    err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === 'check_ins_client_id_key';
}

function isMissingVenue(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23503';
}
