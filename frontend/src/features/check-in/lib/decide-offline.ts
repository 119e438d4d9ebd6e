import {
  CHECK_IN_DIGEST_PREFIX,
  CHECK_IN_REFUSALS,
  parseCheckInCode,
  type CheckInRefusal,
  type CheckInResult,
  type KitStatus,
  type Roster,
  type RosterEntry,
  type VenueCounts,
} from '@robo/domain';
import { otherVenueOf } from './elsewhere';

async function sha256Hex(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function rosterCounts(roster: Roster): VenueCounts {
  return {
    arrived: roster.bookings.filter((b) => b.checkIn).length,
    paid: roster.bookings.filter((b) => b.status === 'paid').length,
    capacity: roster.counts.capacity,
    kitsDue: roster.bookings.filter((b) => b.status === 'paid' && b.takeawayKit).length,
    kitsHanded: roster.bookings.filter((b) => b.status === 'paid' && b.kit).length,
  };
}

/** The answer's kit part: only for a booking with a takeaway kit. */
export const kitOf = (entry: RosterEntry): { kit?: KitStatus } =>
  entry.takeawayKit ? { kit: { handedOver: entry.kit } } : {};

const STATUS_REFUSAL: Record<Exclude<RosterEntry['status'], 'paid'>, CheckInRefusal> = {
  pending: 'not_paid',
  expired: 'expired',
  refunded: 'refunded',
};

function refused(
  roster: Roster,
  reason: CheckInRefusal,
  extra: Partial<Extract<CheckInResult, { outcome: 'refused' }>> = {},
): CheckInResult {
  return { outcome: 'refused', reason, message: CHECK_IN_REFUSALS[reason], counts: rosterCounts(roster), ...extra };
}

const child = (entry: RosterEntry) => ({
  bookingId: entry.bookingId,
  childName: entry.childName,
  gradeGroup: entry.gradeGroup,
  schoolName: entry.schoolName,
});

/**
 * Decides a scan against the venue's roster without the server (backend/src/check-in/README.md
 * "Offline"): a code is genuine when SHA-256 of its signature equals the roster's digest.
 * Returns the answer and, for an admission, the roster entry to mark as checked in.
 */
export async function decideOffline(
  roster: Roster,
  scan: { code?: string; bookingId?: string },
  deviceId: string,
  now: Date,
): Promise<{ result: CheckInResult; admitted?: RosterEntry }> {
  let entry: RosterEntry | undefined;
  if (scan.bookingId !== undefined) {
    entry = roster.bookings.find((b) => b.bookingId === scan.bookingId);
    if (!entry) return { result: refused(roster, 'unknown') };
  } else {
    const code = parseCheckInCode(scan.code ?? '');
    if (!code) return { result: refused(roster, 'unreadable') };
    const digest = await sha256Hex(CHECK_IN_DIGEST_PREFIX + code.sig);
    entry = roster.bookings.find((b) => b.bookingId === code.bookingId);
    if (!entry) {
      const venue = await otherVenueOf(roster.elsewhere, code.sig);
      if (venue) {
        return {
          result: refused(roster, 'other_venue', {
            message: `${CHECK_IN_REFUSALS.other_venue}: ${venue}`,
            otherVenue: venue,
          }),
        };
      }
      // Other venues' bookings come without ids, so an altered code of one is just unknown here.
      return { result: refused(roster, 'unknown') };
    }
    if (!signs(entry, digest)) return { result: refused(roster, 'forged') };
  }
  if (entry.status !== 'paid')
    return { result: refused(roster, STATUS_REFUSAL[entry.status], { child: child(entry) }) };
  if (entry.checkIn)
    return {
      result: {
        outcome: 'already',
        child: child(entry),
        checkIn: entry.checkIn,
        counts: rosterCounts(roster),
        ...kitOf(entry),
      },
    };
  // The name the server will record for this scan when it is synced: whoever downloaded the roster.
  const checkIn = { at: now.toISOString(), deviceId, staffName: roster.staff.name };
  const admitted = { ...entry, checkIn };
  const counts = rosterCounts(roster);
  return {
    result: {
      outcome: 'admit',
      child: child(entry),
      checkIn,
      counts: { ...counts, arrived: counts.arrived + 1 },
      ...kitOf(entry),
    },
    admitted,
  };
}

/** The roster with one entry replaced (after an admission, online or offline). */
export function withEntry(roster: Roster, entry: RosterEntry): Roster {
  return { ...roster, bookings: roster.bookings.map((b) => (b.bookingId === entry.bookingId ? entry : b)) };
}

/** Whether a scanned code's digest is the booking's: its current signature or, while accepted, its legacy one. */
function signs(booking: { digest: string; legacyDigest?: string }, digest: string): boolean {
  return booking.digest === digest || booking.legacyDigest === digest;
}
