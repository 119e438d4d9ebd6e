import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BOOKING_READS, type KitHandoverResult, type KitStatus } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { maybeOne, type SqlRunner } from '../common/sql.js';
import { checkInError } from './check-in.errors.js';
import { CheckInBookings, toChild, toRecord, type CheckInRow, type DoorBooking } from './check-in-bookings.js';
import type { StaffActor } from './check-in.service.js';
import type { KitHandoverDto } from './dto/kit.dto.js';
import { offlineWindowStart, recordContact, withinWindow } from './offline-window.js';

export const KIT_MESSAGES = {
  noKit: 'This booking has no takeaway kit',
  otherVenue: 'Booked at another venue',
  notDue: 'Only a paid booking gets its kit',
  notHanded: 'This kit has not been handed over',
  unknown: 'Unknown booking',
} as const;

type KitRow = CheckInRow & { clientId: string };

const KIT_COLUMNS = `k.handed_at AS at, k.device_id AS "deviceId", k.staff_name AS "staffName", k.client_id AS "clientId"`;

/**
 * Takeaway kits handed over at the door (backend/src/check-in/README.md, "Kits"). `kit_handovers`
 * has the booking as its primary key: of two doors handing over the same kit, one insert writes
 * and the other reads the winner's row. A retry with the same clientId is answered `handed` again.
 */
@Injectable()
export class KitHandovers {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bookings: CheckInBookings,
    private readonly audit: AuditLog,
  ) {}

  /** The kit of a booking that has one (null for a booking without a kit). */
  async status(on: SqlRunner, registrationId: number): Promise<KitStatus | null> {
    const row = await maybeOne<{ takeawayKit: boolean } & Partial<KitRow>>(
      on,
      `SELECT r.takeaway_kit AS "takeawayKit", ${KIT_COLUMNS}
       FROM registrations r LEFT JOIN kit_handovers k ON k.registration_id = r.id WHERE r.id = $1`,
      [registrationId],
    );
    if (!row?.takeawayKit) return null;
    return { handedOver: row.at ? toRecord(row as KitRow) : null };
  }

  async handOver(bookingId: string, dto: KitHandoverDto, actor: StaffActor): Promise<KitHandoverResult> {
    const booking = await this.dueBooking(bookingId, dto.venueId);
    const staffName = await this.bookings.staffName(actor.id);
    const staff = { ...actor, name: staffName };
    const now = new Date();
    const handedAt = dto.offline
      ? withinWindow(new Date(dto.handedAt), await offlineWindowStart(this.db, dto.venueId, dto.deviceId, now), now)
      : now;
    const answer = await this.db.transaction(async (manager) => {
      if (!dto.offline) await recordContact(manager, dto.venueId, dto.deviceId);
      const inserted = await maybeOne<KitRow>(
        manager,
        `INSERT INTO kit_handovers (registration_id, venue_id, client_id, device_id, staff_id, staff_name, handed_at, offline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (registration_id) DO NOTHING
         RETURNING handed_at AS at, device_id AS "deviceId", staff_name AS "staffName", client_id AS "clientId"`,
        [
          booking.registrationId,
          booking.venueId,
          dto.clientId,
          dto.deviceId,
          staff.id,
          staffName,
          handedAt,
          dto.offline === true,
        ],
      );
      if (inserted) {
        await this.audit.record(manager, {
          actor: staff,
          action: 'check-in.kit',
          target: { type: 'registration', id: booking.bookingId },
          before: null,
          after: { kit: toRecord(inserted), offline: dto.offline === true },
        });
        return { outcome: 'handed' as const, kit: toRecord(inserted) };
      }
      // Another door (or this tap's retry) recorded it first: its row is there, committed.
      const kept = await maybeOne<KitRow>(
        manager,
        `SELECT ${KIT_COLUMNS} FROM kit_handovers k WHERE k.registration_id = $1`,
        [booking.registrationId],
      );
      if (!kept) throw new Error('kit handover vanished between insert and read');
      return {
        outcome: kept.clientId === dto.clientId ? ('handed' as const) : ('already' as const),
        kit: toRecord(kept),
      };
    });
    return { ...answer, child: toChild(booking), counts: await this.bookings.counts(booking.venueId) };
  }

  /** Takes a handover back (a mistaken tap); audited with the handover it removed. */
  async undo(bookingId: string, actor: StaffActor): Promise<{ bookingId: string }> {
    const staff = { ...actor, name: await this.bookings.staffName(actor.id) };
    await this.db.transaction(async (manager) => {
      const removed = await maybeOne<KitRow>(
        manager,
        `DELETE FROM kit_handovers k USING registrations r
         WHERE k.registration_id = r.id AND r.booking_id = $1
         RETURNING ${KIT_COLUMNS}`,
        [bookingId],
      );
      if (!removed) throw checkInError.KIT_NOT_HANDED_OVER(KIT_MESSAGES.notHanded);
      await this.audit.record(manager, {
        actor: staff,
        action: 'check-in.kit-undo',
        target: { type: 'registration', id: bookingId },
        before: { kit: toRecord(removed) },
        after: { kit: null },
      });
    });
    return { bookingId };
  }

  /** A paid booking of this venue with a kit; otherwise a 404 or 409 saying why. */
  private async dueBooking(bookingId: string, venueId: number): Promise<DoorBooking> {
    const booking = await this.bookings.byBookingId(bookingId);
    if (!booking) throw checkInError.NO_KIT_DUE(KIT_MESSAGES.unknown);
    if (booking.venueId !== venueId) throw checkInError.NO_KIT_DUE(`${KIT_MESSAGES.otherVenue}: ${booking.venueName}`);
    if (!booking.takeawayKit) throw checkInError.NO_KIT_DUE(KIT_MESSAGES.noKit);
    if (!BOOKING_READS.paid.test(booking)) throw checkInError.NO_KIT_DUE(KIT_MESSAGES.notDue);
    return booking;
  }
}
