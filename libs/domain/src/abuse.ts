import type { ErrorCode } from './error-codes.js';

/**
 * What the server answers when a request must wait or prove it comes from a person's browser
 * (backend/src/hold-limits, docs/security.md), shared with the forms that react to it.
 */
export const CHALLENGE_REQUIRED = 'challenge_required' as const satisfies ErrorCode;
export const CONTACT_HOLDS_REACHED = 'contact_holds' as const satisfies ErrorCode;
export const CLIENT_HOLDS_REACHED = 'client_holds' as const satisfies ErrorCode;
export const HOLDS_CEILING_REACHED = 'holds_ceiling' as const satisfies ErrorCode;
export const HOLDS_BUSY = 'HOLDS_BUSY' as const satisfies ErrorCode;

export const ABUSE_MESSAGES = {
  challengeRequired: 'Please wait a moment while we check your browser, then try again.',
  contactHolds: (limit: number) =>
    `There are already ${limit} unpaid bookings or orders for this phone number or e-mail. Please pay for one of them, or try again when one has expired.`,
  clientHolds: (limit: number) =>
    `There are already ${limit} unpaid bookings or orders from your network. Please pay for one of them, or try again when one has expired.`,
  holdsCeiling: 'Too many bookings and orders from your network. Please try again later.',
  /** A hold refused by the hoarding alarm's share (backend/src/hold-limits/alarm-share.ts), per kind of hold. */
  holdsBusy: {
    booking: 'Many families are booking this workshop right now. Please try again in a minute.',
    order: 'Many families are ordering this kit right now. Please try again in a minute.',
  },
  holdEnded: 'This hold has ended: it was paid, released or has expired. Please start again.',
  tooManyLookups: 'Too many requests. Please try again in a minute.',
  tooManyCouponChecks: 'Too many coupon checks. Please try again in a minute.',
} as const;

/** The JSON field carrying ALTCHA's answer (base64 of `{ challenge, solution }`) and its longest form. */
export const ALTCHA_FIELD = 'altcha';
export const ALTCHA_PAYLOAD_MAX = 2_000;
