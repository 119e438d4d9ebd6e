import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CHECK_IN_DIGEST_PREFIX,
  type CheckInConflict,
  type Roster,
  type RosterEntry,
  BOOKING_READS,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import type { Actor } from '../audit/actor.js';
import { checkInError } from './check-in.errors.js';
import { Settings } from '../config/settings.js';
import { maybeOne, rows } from '../common/sql.js';
import { isValidCheckIn, signCheckIn } from '../common/check-in-signature.js';
import { ElsewhereTags } from './elsewhere-tags.js';
import { recordContact } from './offline-window.js';
import { pageView, type CheckInPageView } from './check-in-page.js';
import {
  CheckInBookings,
  VENUE_NOT_FOUND,
  doorStatus,
  refusalFor,
  toChild,
  toRecord,
  type CheckInRow,
} from './check-in-bookings.js';
import { signingKeys, type SigningKeys } from '../common/purpose-signature.js';
import { editionScope } from '../editions/edition-filter.js';

export interface DoorVenue {
  id: number;
  displayName: string;
  dateTime: string;
}

export type SearchHit = Omit<RosterEntry, 'digest'>;

/**
 * Lets a device check a code's signature without knowing the secret (libs/domain/src/check-in.ts):
 * the digest of each booking's signature and, while older codes are still accepted, of its legacy one.
 */
function rosterDigests(keys: SigningKeys): (bookingId: string) => { digest: string; legacyDigest?: string } {
  const digestOf = (sig: string) =>
    createHash('sha256')
      .update(CHECK_IN_DIGEST_PREFIX + sig)
      .digest('hex');
  return (bookingId) => {
    const legacy = keys.legacySignature('check-in', bookingId);
    return { digest: digestOf(signCheckIn(keys, bookingId)), ...(legacy && { legacyDigest: digestOf(legacy) }) };
  };
}

interface RosterRow {
  bookingId: string;
  childName: string;
  gradeGroup: string;
  schoolName: string;
  paymentStatus: string;
  refundDue: boolean;
  at: Date | null;
  deviceId: string | null;
  staffName: string | null;
  takeawayKit: boolean;
  kitAt: Date | null;
  kitDevice: string | null;
  kitStaff: string | null;
}

const ROSTER_COLUMNS = `
  r.booking_id AS "bookingId", r.child_name AS "childName", r.grade_group AS "gradeGroup", r.school_name AS "schoolName",
  r.payment_status AS "paymentStatus", r.refund_due AS "refundDue",
  c.checked_in_at AS at, c.device_id AS "deviceId", c.staff_name AS "staffName", r.takeaway_kit AS "takeawayKit",
  k.handed_at AS "kitAt", k.device_id AS "kitDevice", k.staff_name AS "kitStaff"
  FROM registrations r LEFT JOIN check_ins c ON c.registration_id = r.id
  LEFT JOIN kit_handovers k ON k.registration_id = r.id`;

const toEntry = (row: RosterRow): Omit<RosterEntry, 'digest'> => ({
  ...toChild(row),
  status: doorStatus(row),
  checkIn: row.at ? toRecord(row as CheckInRow) : null,
  takeawayKit: row.takeawayKit,
  kit: row.kitAt ? toRecord({ at: row.kitAt, deviceId: row.kitDevice ?? '', staffName: row.kitStaff ?? '' }) : null,
});

/** A booking id as the QR and the ticket show it (RL- and 8 letters or digits). */
const BOOKING_ID = /^RL-[A-Z0-9]{8}$/i;
/** What a phone number is typed as: digits with spaces, dashes, brackets or a leading +. */
const PHONE_LIKE = /^[\d\s()+-]+$/;

/** What scanners read: venues, the roster for offline use, search, counts and conflicts. */
@Injectable()
export class CheckInReads {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly bookings: CheckInBookings,
    private readonly elsewhere: ElsewhereTags,
    private readonly audit: AuditLog,
  ) {}

  /** The parent's view of their own code; never records anything and shows no contact details. */
  async page(bookingId: string, sig: unknown): Promise<CheckInPageView> {
    if (!isValidCheckIn(signingKeys(this.settings), bookingId, sig)) return pageView(undefined, 'forged');
    const booking = await this.bookings.byBookingId(bookingId);
    if (!booking) return pageView(undefined, null);
    return pageView(
      { childName: booking.childName, venueName: booking.venueName, dateTime: booking.venueDateTime },
      refusalFor(booking),
    );
  }

  /** The active venues of an edition (`edition`: an id, `all`, or absent for the one on sale). */
  async venues(edition: string | undefined): Promise<DoorVenue[]> {
    return rows<DoorVenue>(
      this.db,
      `SELECT id, display_name AS "displayName", date_time AS "dateTime" FROM venues
       WHERE is_active AND ($1::int IS NULL OR edition_id = $1) ORDER BY display_name`,
      [await editionScope(this.db, edition)],
    );
  }

  /**
   * Every booking of the venue (so a device can also say "not paid" offline) and, for the other
   * active venues, only keyed tags of their paid codes (elsewhere-tags.ts): no id, no name. The
   * download is audited and, with a device id, starts that device's offline window.
   */
  async roster(
    venueId: number,
    deviceId: string | undefined,
    staff: Extract<Actor, { kind: 'staff' }>,
  ): Promise<Roster> {
    const venue = await maybeOne<DoorVenue>(
      this.db,
      `SELECT id, display_name AS "displayName", date_time AS "dateTime" FROM venues WHERE id = $1`,
      [venueId],
    );
    if (!venue) throw checkInError.VENUE_NOT_FOUND(VENUE_NOT_FOUND);
    const [bookings, elsewhere, counts, staffName] = await Promise.all([
      rows<RosterRow>(this.db, `SELECT ${ROSTER_COLUMNS} WHERE r.venue_id = $1 ORDER BY r.child_name`, [venueId]),
      this.elsewhere.besides(venueId),
      this.bookings.counts(venueId),
      this.bookings.staffName(staff.id),
    ]);
    await this.db.transaction(async (manager) => {
      if (deviceId) await recordContact(manager, venueId, deviceId);
      await this.audit.record(manager, {
        actor: { ...staff, name: staffName },
        action: 'check-in.roster',
        target: { type: 'venue', id: venueId },
        after: { deviceId: deviceId ?? null, bookings: bookings.length, otherVenues: elsewhere.venues.length },
      });
    });
    const digests = rosterDigests(signingKeys(this.settings));
    return {
      venue,
      asOf: new Date().toISOString(),
      staff: { name: staffName, role: staff.role },
      counts,
      bookings: bookings.map((row) => ({ ...toEntry(row), ...digests(row.bookingId) })),
      elsewhere,
    };
  }

  /** Manual search at the door: part of the child's or parent's name, the phone's digits, or the booking id. */
  async search(venueId: number, query: string): Promise<SearchHit[]> {
    const text = query.trim();
    if (text.length < 2) return [];
    // A booking id finds that booking only: its digits are no phone number (RL-T9822ABC is not …9822…).
    const bookingId = BOOKING_ID.test(text);
    const digits = !bookingId && PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : '';
    const found = await rows<RosterRow>(
      this.db,
      `SELECT ${ROSTER_COLUMNS}
       WHERE r.venue_id = $1 AND ${BOOKING_READS.foundAtDoor.sql('r')}
         AND (upper(r.booking_id) = upper($3)
              OR (NOT $5 AND (r.child_name ILIKE $2 OR r.parent_name ILIKE $2))
              OR (length($4) >= 4 AND r.phone_number LIKE '%' || $4 || '%'))
       ORDER BY r.child_name LIMIT 20`,
      [venueId, `%${escapeLike(text)}%`, text, digits, bookingId],
    );
    return found.map(toEntry);
  }

  /**
   * Every admitting scan that is not the kept check-in, beside the kept one: offline admissions
   * that lost to an earlier or an online one, and online admissions an offline one replaced. Scans
   * made before the booking's last undo are history, not conflicts (backend/src/check-in/README.md "Offline").
   */
  async conflicts(venueId: number): Promise<CheckInConflict[]> {
    const conflicts = await rows<RosterRow & { dupAt: Date; dupDevice: string; dupStaff: string }>(
      this.db,
      `SELECT r.booking_id AS "bookingId", r.child_name AS "childName", r.grade_group AS "gradeGroup", r.school_name AS "schoolName",
              c.checked_in_at AS at, c.device_id AS "deviceId", c.staff_name AS "staffName",
              s.scanned_at AS "dupAt", s.device_id AS "dupDevice", s.staff_name AS "dupStaff"
       FROM check_in_scans s
       JOIN check_ins c ON c.registration_id = s.registration_id
       JOIN registrations r ON r.id = s.registration_id
       WHERE s.venue_id = $1 AND s.client_id <> c.client_id
         AND (s.outcome = 'admit' OR (s.offline AND s.outcome = 'duplicate'))
         AND NOT EXISTS (SELECT 1 FROM check_in_scans u
                         WHERE u.registration_id = s.registration_id AND u.kind = 'undo' AND u.id > s.id)
       ORDER BY s.scanned_at, s.id`,
      [venueId],
    );
    return conflicts.map((row) => ({
      child: toChild(row),
      kept: toRecord(row as CheckInRow),
      duplicate: toRecord({ at: row.dupAt, deviceId: row.dupDevice, staffName: row.dupStaff }),
    }));
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
