import type { StaffRole } from './staff.js';

/**
 * Door check-in rules shared by the server and the scanner (backend/src/check-in/README.md).
 *
 * A booking's QR code holds its signed check-in URL: `<site>/api/check-in/<bookingId>?sig=<hex>`,
 * where `sig` is HMAC-SHA256 of `check-in|<bookingId>` with the server's secret. The roster a
 * scanner downloads carries, per booking, `digest = SHA-256(CHECK_IN_DIGEST_PREFIX + sig)` (hex):
 * a device hashes the scanned signature and compares, so it can tell a genuine code from a forged
 * one offline, while a stolen roster still cannot produce a valid signature.
 */
export const CHECK_IN_DIGEST_PREFIX = 'roster-digest|';

/** Longer than any real code (a URL of ~130 characters): refused without parsing. */
export const MAX_CHECK_IN_CODE_LENGTH = 512;

const BOOKING_ID = /^RL-[A-Za-z0-9]{4,20}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

export interface CheckInCode {
  bookingId: string;
  sig: string;
}

/**
 * Reads what a QR code holds: the signed check-in URL (any host: staging and production print
 * different ones) or the short form `<bookingId>.<sig>`. Anything else is null.
 */
export function parseCheckInCode(raw: string): CheckInCode | null {
  const code = raw.trim();
  if (code.length === 0 || code.length > MAX_CHECK_IN_CODE_LENGTH) return null;
  let bookingId: string | undefined;
  let sig: string | undefined;
  const url = /\/api\/check-in\/([^/?#]+)\?(?:[^#]*&)?sig=([^&#]*)/.exec(code);
  if (url) {
    const [, encodedId = '', urlSig] = url;
    try {
      bookingId = decodeURIComponent(encodedId);
    } catch {
      return null;
    }
    sig = urlSig;
  } else {
    [bookingId, sig] = code.split('.', 2);
  }
  sig = sig?.toLowerCase();
  if (!bookingId || !sig || !BOOKING_ID.test(bookingId) || !SIGNATURE.test(sig)) return null;
  return { bookingId, sig };
}

/** Why a scan was not admitted; `other_venue` names the booking's venue. */
export type CheckInRefusal = 'unreadable' | 'forged' | 'unknown' | 'other_venue' | 'not_paid' | 'expired' | 'refunded';

export const CHECK_IN_REFUSALS: Record<CheckInRefusal, string> = {
  unreadable: 'Not a RoboLeague booking code',
  forged: 'Forged or altered code',
  unknown: 'Unknown booking',
  other_venue: 'Booked at another venue',
  not_paid: 'Not paid',
  expired: 'Booking expired unpaid',
  refunded: 'Booking cancelled (refunded)',
};

export interface CheckInChild {
  bookingId: string;
  childName: string;
  gradeGroup: string;
  schoolName: string;
}

/** Who admitted a child first, and when (ISO time). */
export interface CheckInRecord {
  at: string;
  deviceId: string;
  staffName: string;
}

export interface VenueCounts {
  arrived: number;
  paid: number;
  capacity: number;
  /** Paid bookings (not being refunded) with a takeaway kit, and how many of those kits were handed over. */
  kitsDue: number;
  kitsHanded: number;
}

/** The door's answer to a kit handover: `already` when another device (or an earlier tap) recorded it first. */
export interface KitHandoverResult {
  outcome: 'handed' | 'already';
  child: CheckInChild;
  kit: CheckInRecord;
  counts: VenueCounts;
}

/** A kit handover as a device sends it (POST /api/admin/check-ins/:bookingId/kit). */
export interface KitHandoverInput {
  venueId: number;
  deviceId: string;
  clientId: string;
  /** When the kit was handed over: the server's clock online; offline, the device's, moved into its offline window. */
  handedAt: string;
  offline?: boolean;
}

/** An admitted child's takeaway kit: present only for a booking with one; `handedOver` null until it is. */
export interface KitStatus {
  handedOver: CheckInRecord | null;
}

export type CheckInResult =
  | { outcome: 'admit'; child: CheckInChild; checkIn: CheckInRecord; counts: VenueCounts; kit?: KitStatus }
  | { outcome: 'already'; child: CheckInChild; checkIn: CheckInRecord; counts: VenueCounts; kit?: KitStatus }
  | { outcome: 'duplicate'; child: CheckInChild; checkIn: CheckInRecord; counts: VenueCounts; kit?: KitStatus }
  | {
      outcome: 'refused';
      reason: CheckInRefusal;
      message: string;
      child?: CheckInChild;
      /** The venue the booking is for, when that is the reason. */
      otherVenue?: string;
      counts: VenueCounts;
    };

/** One entry of a venue's roster (GET /api/admin/check-ins/roster). */
export interface RosterEntry extends CheckInChild {
  /** SHA-256 (hex) of CHECK_IN_DIGEST_PREFIX + the booking's signature. */
  digest: string;
  /** The same for the signature its code had before per-purpose keys, while such codes are accepted. */
  legacyDigest?: string;
  status: 'paid' | 'pending' | 'expired' | 'refunded';
  checkIn: CheckInRecord | null;
  /** The booking includes a takeaway kit, and who handed it over when (null until then). */
  takeawayKit: boolean;
  kit: CheckInRecord | null;
}

/** Bytes of each keyed tag in a roster's `elsewhere` (see RosterElsewhere). */
export const ELSEWHERE_TAG_BYTES = 4;

/**
 * Paid bookings of the other active venues: enough to answer "booked at another venue (name)"
 * offline, and no booking id or name. Per venue, every code's tag is the first
 * ELSEWHERE_TAG_BYTES of HMAC-SHA256(key, sig) (its signature as the code spells it, lowercase
 * hex), concatenated and base64-encoded. Without a genuine code nobody can tell whose tag is
 * whose. A tag is only ever used to refuse, so a rare collision can at worst name the wrong venue.
 */
export interface RosterElsewhere {
  /** The HMAC key (hex), new each time the server rebuilds the tags. */
  key: string;
  venues: Array<{ venue: string; tags: string }>;
}

export interface Roster {
  venue: { id: number; displayName: string; dateTime: string };
  asOf: string;
  /**
   * Who downloaded it: the name the server records for their scans (shown for admissions decided
   * offline) and their role (whether the screen offers undo).
   */
  staff: { name: string; role: StaffRole };
  counts: VenueCounts;
  bookings: RosterEntry[];
  elsewhere: RosterElsewhere;
}

export interface CheckInScanInput {
  /** What the QR code holds; a manual admission sends `bookingId` instead. */
  code?: string;
  bookingId?: string;
  venueId: number;
  deviceId: string;
  scannedAt: string;
  clientId: string;
  /**
   * Decided on the device while offline: the earliest of several offline admissions is kept, but
   * never instead of an online one; `scannedAt` is moved into the device's offline window.
   */
  offline?: boolean;
}

export interface CheckInConflict {
  child: CheckInChild;
  kept: CheckInRecord;
  duplicate: CheckInRecord;
}
