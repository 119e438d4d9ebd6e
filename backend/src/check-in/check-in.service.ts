import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECK_IN_REFUSALS, parseCheckInCode, type CheckInRefusal, type CheckInResult } from '@robo/domain';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import type { Actor } from '../audit/actor.js';
import { checkInError } from './check-in.errors.js';
import { execute, maybeOne, one } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { isValidCheckIn } from '../qr/check-in-signature.js';
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

export const NOT_CHECKED_IN = 'This booking is not checked in';

/** The signed-in staff member doing something at the door (backend/src/audit/actor.ts). */
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

export interface Staff {
  id: number | undefined;
  name: string;
}

/** One scan (or manual admission) as the device sent it. */
export interface ScanRequest {
  /** What the QR code holds; absent for a manual admission by booking id. */
  code?: string;
  bookingId?: string;
  venueId: number;
  deviceId: string;
  scannedAt: Date;
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
  ) {}

  /** One scan or manual admission, as it happens (or from an offline queue: see sync). */
  async scan(dto: ScanDto, staffId: number | undefined): Promise<CheckInResult> {
    const staff = await this.staff(staffId);
    return this.scanAs(toRequest(dto, dto.venueId, dto.deviceId), staff);
  }

  /** A device's queue, in the order it was scanned; each item is idempotent by its clientId. */
  async sync(dto: SyncDto, staffId: number | undefined): Promise<CheckInResult[]> {
    const staff = await this.staff(staffId);
    const results: CheckInResult[] = [];
    for (const item of dto.scans) results.push(await this.scanAs(toRequest(item, dto.venueId, dto.deviceId), staff));
    return results;
  }

  private async staff(staffId: number | undefined): Promise<Staff> {
    return { id: staffId, name: await this.bookings.staffName(staffId) };
  }

  private async scanAs(request: ScanRequest, staff: Staff): Promise<CheckInResult> {
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
    return { ...answer, counts: await this.bookings.counts(request.venueId) } as CheckInResult;
  }

  /**
   * Removes a check-in so the child can be admitted again; the undo is logged as a scan (which
   * device, who) and in the audit log with the check-in it removed.
   */
  async undo(bookingId: string, deviceId: string, actor: StaffActor): Promise<{ bookingId: string }> {
    const staff = await this.staff(actor.id);
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
          staff.id ?? null,
          staff.name,
          bookingId,
          removed.registrationId,
          JSON.stringify({ outcome: 'undone' }),
        ],
      );
      await this.audit.record(manager, {
        actor: { ...actor, name: staff.name },
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

  private async record(manager: EntityManager, request: ScanRequest, staff: Staff, verdict: Verdict): Promise<Answer> {
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
        staff.id ?? null,
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
   * Inserts the check-in; an offline admission also replaces a later one (the earliest is kept).
   * When nothing was written, the row that stands is the first scan's.
   */
  private async admitOnce(
    manager: EntityManager,
    request: ScanRequest,
    staff: Staff,
    booking: DoorBooking,
  ): Promise<Answer> {
    for (;;) {
      const kept = await maybeOne<CheckInRow>(
        manager,
        `INSERT INTO check_ins (registration_id, venue_id, client_id, device_id, staff_id, staff_name, checked_in_at, offline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (registration_id) DO UPDATE
           SET client_id = EXCLUDED.client_id, device_id = EXCLUDED.device_id, staff_id = EXCLUDED.staff_id,
               staff_name = EXCLUDED.staff_name, checked_in_at = EXCLUDED.checked_in_at, offline = true
           WHERE EXCLUDED.offline AND check_ins.checked_in_at > EXCLUDED.checked_in_at
         RETURNING checked_in_at AS at, device_id AS "deviceId", staff_name AS "staffName"`,
        [
          booking.registrationId,
          booking.venueId,
          request.clientId,
          request.deviceId,
          staff.id ?? null,
          staff.name,
          request.scannedAt,
          request.offline,
        ],
      );
      if (kept) return { outcome: 'admit', child: toChild(booking), checkIn: toRecord(kept) };
      const first = await this.bookings.checkIn(manager, booking.registrationId);
      // Undone between the two statements: try the insert again.
      if (first)
        return {
          outcome: request.offline ? 'duplicate' : 'already',
          child: toChild(booking),
          checkIn: toRecord(first),
        };
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

/** Online scans take the server's clock; offline ones the device's, never later than now. */
function toRequest(item: ScanItemDto, venueId: number, deviceId: string): ScanRequest {
  if ((item.code === undefined) === (item.bookingId === undefined))
    throw checkInError.CODE_OR_BOOKING(CHECK_IN_MESSAGES.codeOrBooking);
  const offline = item.offline === true;
  const now = new Date();
  const scannedAt = offline ? new Date(Math.min(Date.parse(item.scannedAt), now.getTime())) : now;
  return { code: item.code, bookingId: item.bookingId, venueId, deviceId, scannedAt, clientId: item.clientId, offline };
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
