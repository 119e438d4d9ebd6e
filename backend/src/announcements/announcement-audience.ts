import { BOOKING_READS, type AnnouncementAudience, type AnnouncementPlaceholder, type Language } from '@robo/domain';
import { one, rows, type SqlRunner } from '../common/sql.js';

/** One person an announcement reaches: a parent's e-mail, with every child of theirs in the audience. */
export interface AudienceContact {
  /** The parent's e-mail, lower-cased: the key of "one message per contact". */
  contact: string;
  phone: string;
  values: Record<AnnouncementPlaceholder, string>;
  /** Unsubscribed by e-mail or by a WhatsApp STOP. */
  optedOut: boolean;
  /** The language of their latest booking or entry: the announcement's frame is written in it. */
  language: Language;
}

/**
 * The audience's children ($1..$6): paid bookings, or with `bookingStatus: 'waiting'` the families
 * still waiting (or holding an offer) on a venue's waiting list; each narrowed by every field given.
 * A cancelled, refunded or unpaid booking is never in an audience; check-in and kit narrow only
 * bookings (a waiting family has neither).
 */
const AUDIENCE_BOOKINGS = `
  SELECT r.id, lower(trim(r.email)) AS contact, r.parent_name, r.phone_number, r.child_name, r.venue_id, r.language
  FROM registrations r
  WHERE $6::text = 'paid' AND ${BOOKING_READS.paid.sql('r')}
    AND ($1::int IS NULL OR r.edition_id = $1)
    AND ($2::int[] IS NULL OR r.venue_id = ANY($2))
    AND ($3::text[] IS NULL OR r.grade_group = ANY($3))
    AND ($4::boolean IS NULL OR EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = r.id) = $4)
    AND ($5::boolean IS NULL OR r.takeaway_kit = $5)
  UNION ALL
  SELECT w.id, lower(trim(w.email)), w.parent_name, w.phone_number, w.child_name, w.venue_id, w.language
  FROM waitlist_entries w JOIN venues v ON v.id = w.venue_id
  WHERE $6::text = 'waiting' AND w.status IN ('waiting', 'offered')
    AND ($1::int IS NULL OR v.edition_id = $1)
    AND ($2::int[] IS NULL OR w.venue_id = ANY($2))
    AND ($3::text[] IS NULL OR w.grade_group = ANY($3))
    AND $4::boolean IS NULL AND $5::boolean IS NULL`;

function audienceParams(audience: AnnouncementAudience): unknown[] {
  return [
    audience.editionId ?? null,
    audience.venueIds?.length ? audience.venueIds : null,
    audience.gradeGroups?.length ? audience.gradeGroups : null,
    audience.checkedIn ?? null,
    audience.withKit ?? null,
    audience.bookingStatus ?? 'paid',
  ];
}

/** How many contacts the audience reaches. */
export async function countAudience(db: SqlRunner, audience: AnnouncementAudience): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `SELECT count(DISTINCT contact)::int AS count FROM (${AUDIENCE_BOOKINGS}) b`,
    audienceParams(audience),
  );
  return row.count;
}

interface ContactRow {
  contact: string;
  parentName: string;
  phone: string;
  childNames: string[];
  venue: string;
  dateTime: string;
  address: string;
  optedOut: boolean;
  language: Language;
}

/**
 * The audience's contacts after `after` (in contact order), at most `limit`: each with the
 * placeholders' values. The latest booking gives the parent's name, phone and language, the earliest the venue.
 */
export async function audienceContacts(
  db: SqlRunner,
  audience: AnnouncementAudience,
  after: string | null,
  limit: number,
): Promise<AudienceContact[]> {
  const found = await rows<ContactRow>(
    db,
    `WITH contacts AS (
       SELECT contact,
              (array_agg(parent_name ORDER BY id DESC))[1] AS parent_name,
              (array_agg(phone_number ORDER BY id DESC))[1] AS phone,
              (array_agg(language ORDER BY id DESC))[1] AS language,
              array_agg(DISTINCT child_name ORDER BY child_name) AS child_names,
              (array_agg(venue_id ORDER BY id))[1] AS venue_id
       FROM (${AUDIENCE_BOOKINGS}) b
       WHERE $7::text IS NULL OR contact > $7
       GROUP BY contact ORDER BY contact LIMIT $8)
     SELECT c.contact, c.parent_name AS "parentName", c.phone, c.language, c.child_names AS "childNames",
            v.display_name AS venue, v.date_time AS "dateTime", v.address,
            EXISTS (SELECT 1 FROM announcement_opt_outs o
                    WHERE o.address IN (c.contact, ltrim(c.phone, '+'))) AS "optedOut"
     FROM contacts c JOIN venues v ON v.id = c.venue_id
     ORDER BY c.contact`,
    [...audienceParams(audience), after, limit],
  );
  return found.map((row) => ({
    contact: row.contact,
    phone: row.phone,
    optedOut: row.optedOut,
    language: row.language,
    values: {
      parentName: row.parentName,
      childNames: joinNames(row.childNames),
      venue: row.venue,
      dateTime: row.dateTime,
      address: row.address,
      mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${row.venue}, ${row.address}`)}`,
    },
  }));
}

/** "Vir", "Vir and Anya", "Vir, Anya and Ria". */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The announcement's words for one contact: each known `{placeholder}` filled, anything else kept. */
export function fillPlaceholders(text: string, values: Record<AnnouncementPlaceholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as AnnouncementPlaceholder] : whole,
  );
}
