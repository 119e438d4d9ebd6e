/**
 * The longest each kind of text may be, one source for the forms (schemas.ts), the server's DTOs
 * and the database's column checks (migration 1764700000002-text-limits). A limit stops a
 * megabyte "name" from being stored and echoed back; each is far above any real value.
 */
export const TEXT_MAX = {
  /** A person's name: parent, child, buyer. */
  personName: 100,
  school: 150,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  addressLine: 200,
  city: 80,
  state: 80,
  /** Ids a client sends (product ids, booking and order ids). */
  id: 64,
  /** Venue names and their display names, and the free-text date line. */
  venueText: 100,
  /** A staff note on a booking or order. */
  staffNote: 2000,
  /** Why staff cancelled, refunded or moved something. */
  staffReason: 500,
} as const;

/** The shape of every id a client may send: letters, digits, '-' and '_', at most TEXT_MAX.id. */
export const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export const PRODUCT_ID_INVALID = 'Product ID may use only letters, digits, - and _ (at most 64)';

/**
 * Text with no control characters (C0, DEL, C1: line breaks, tabs, NUL, escapes) and no
 * bidirectional overrides or isolates (which reorder what staff read on screen). The joiners
 * that Indic scripts need (U+200C, U+200D) stay allowed. Person names must match it.
 */
export const NO_CONTROL_CHARS_RE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

/** "Parent name must not contain line breaks, tabs or other control characters". */
export function controlCharsMessage(label: string): string {
  return `${label} must not contain line breaks, tabs or other control characters`;
}

/** The message for a value over its limit: "Parent name must be at most 100 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Each limited field's label and limit, as the forms and the DTOs name them. */
export const TEXT_FIELDS = {
  parentName: { label: 'Parent name', max: TEXT_MAX.personName },
  childName: { label: 'Child name', max: TEXT_MAX.personName },
  customerName: { label: 'Name', max: TEXT_MAX.personName },
  schoolName: { label: 'School name', max: TEXT_MAX.school },
  email: { label: 'Email', max: TEXT_MAX.email },
  line1: { label: 'Address line 1', max: TEXT_MAX.addressLine },
  line2: { label: 'Address line 2', max: TEXT_MAX.addressLine },
  city: { label: 'City', max: TEXT_MAX.city },
  state: { label: 'State', max: TEXT_MAX.state },
  productId: { label: 'Product id', max: TEXT_MAX.id },
  venueName: { label: 'Venue name', max: TEXT_MAX.venueText },
  displayName: { label: 'Display name', max: TEXT_MAX.venueText },
  venueCity: { label: 'City', max: TEXT_MAX.city },
  venueAddress: { label: 'Address', max: TEXT_MAX.addressLine },
  dateTime: { label: 'Date and time', max: TEXT_MAX.venueText },
  staffNote: { label: 'Note', max: TEXT_MAX.staffNote },
  staffReason: { label: 'Reason', max: TEXT_MAX.staffReason },
} as const;
export type LimitedField = keyof typeof TEXT_FIELDS;
