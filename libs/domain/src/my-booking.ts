import type { Paise } from './money.js';

/** "Find my booking" (/my-booking): a parent gets back to their bookings and orders with a one-time code. */
export const ACCESS_CODE_CHANNELS = ['whatsapp', 'email'] as const;
export type AccessCodeChannel = (typeof ACCESS_CODE_CHANNELS)[number];

/**
 * Where a code goes: only to the contact typed, a phone number on WhatsApp and an e-mail address by
 * e-mail, never to another address found on a booking (contacts are not verified when booking).
 */
export const ACCESS_CODE_CHANNEL = { phone: 'whatsapp', email: 'email' } as const satisfies Record<
  'phone' | 'email',
  AccessCodeChannel
>;

export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_MINUTES = 10;
export const ACCESS_CODE_TRIES = 5;

/** POST /api/my-booking/code: the phone or e-mail used for the booking; the code goes to it. */
export interface AccessCodeRequest {
  phone?: string;
  email?: string;
  /** Optional; when given it must be the contact's own channel (`ACCESS_CODE_CHANNEL`). */
  channel?: AccessCodeChannel;
}

/** The answer to a code request: the same whether or not anything was booked with the contact. */
export interface AccessCodeSent {
  message: string;
  /** The contact the code went to, masked: `a•••@example.com`, `+91 •••••• 3210`. */
  sentTo: string;
}

/** POST /api/my-booking/verify. */
export interface AccessCodeCheck {
  phone?: string;
  email?: string;
  code: string;
}

export interface MyBookingItem {
  bookingId: string;
  childName: string;
  venue: string;
  /** The SPEC's `dateTime` text, as English shows it. */
  dateTime: string;
  /** ISO instants, for the times in the page's language; null only for a venue whose old free-text date could not be read. */
  startsAt: string | null;
  endsAt: string | null;
  address: string;
  status: string;
  amount: Paise;
  /** The booking includes a takeaway kit. */
  takeawayKit: boolean;
  /** The thank-you page with the check-in QR code. */
  ticketPath: string;
  /** The ticket's QR image at its signed URL; null until it is drawn. */
  qrImagePath: string | null;
  invoicePath: string | null;
}

export interface MyOrderItem {
  orderId: string;
  productName: string;
  quantity: number;
  status: string;
  amount: Paise;
  orderPath: string;
  invoicePath: string | null;
}

export interface MyBookingsOverview {
  bookings: MyBookingItem[];
  orders: MyOrderItem[];
}

export const MY_BOOKING_MESSAGES = {
  contactRequired: 'Enter the phone number or e-mail address you booked with.',
  codeSent: 'If we have a booking or order for it, a 6-digit code is on its way. It works for 10 minutes.',
  codeFormat: 'Enter the 6-digit code.',
  codeWrong: 'That code is not right. Check it and try again.',
  codeSpent: 'That code can no longer be used. Ask for a new one.',
  tooManyCodes: 'Too many codes asked for. Please wait a few minutes and try again.',
  signedOut: 'Your access has ended. Ask for a new code to see your bookings.',
  resent: 'Sent again. It can take a minute to arrive.',
  channelMismatch:
    'A code goes only to what you entered: by WhatsApp to a phone number, by e-mail to an e-mail address.',
} as const;

/**
 * The owner's policy for changes by the parent (GET/PUT /api/admin/settings/parent-changes):
 * on or off, until how many hours before the venue's start, and whether a cancellation the desk
 * approves gives the money back.
 */
export interface ParentChangePolicy {
  enabled: boolean;
  cutoffHours: number;
  refundOnCancel: boolean;
}

export const DEFAULT_PARENT_CHANGE_POLICY: ParentChangePolicy = {
  enabled: true,
  cutoffHours: 48,
  refundOnCancel: true,
};

/** Why changes are closed on a booking: PARENT_CHANGE_MESSAGES' `disabled`, `noStart` or `tooLate`. */
export type ChangesClosedReason = 'disabled' | 'noStart' | 'tooLate';

/** What the parent is told about cancelling, from the policy. */
export function cancellationPolicyText(policy: ParentChangePolicy): string {
  return policy.refundOnCancel
    ? `You can ask to cancel up to ${policy.cutoffHours} hours before the workshop starts; once we approve it, the full amount is refunded.`
    : `You can ask to cancel up to ${policy.cutoffHours} hours before the workshop starts; bookings are not refunded.`;
}

export type CancellationRequestStatus = 'requested' | 'approved' | 'declined';

/** Another venue of the same edition with seats, where the parent may move the booking. */
export interface TransferChoice {
  venueId: number;
  venue: string;
  dateTime: string;
}

/** What the parent may still change on a paid booking (/my-booking). */
export interface MyBookingChanges {
  bookingId: string;
  /** The child's details as they are now, for the correction form. */
  gradeGroup: string;
  schoolName: string;
  /** Null while changes are open; else why the buttons are off. */
  closedBecause: string | null;
  policyText: string;
  /** The same two as data, for a page in another language: the reason and the policy they quote. */
  closedReason: ChangesClosedReason | null;
  policy: Pick<ParentChangePolicy, 'cutoffHours' | 'refundOnCancel'>;
  transferTo: TransferChoice[];
  /** The latest cancellation request, if any. */
  cancellation: { status: CancellationRequestStatus; declineReason: string | null } | null;
}

/** GET /api/my-booking/changes: each of the signed-in parent's paid bookings and what may still change. */
export interface MyBookingChangesOverview {
  bookings: MyBookingChanges[];
}

/** POST /api/my-booking/bookings/{bookingId}/details: the child's details, corrected. */
export interface ChildDetailsCorrection {
  childName: string;
  gradeGroup: string;
  schoolName: string;
}

/** One row of the desk's requests queue (GET /api/admin/requests). */
export interface CancellationRequestItem {
  id: number;
  bookingId: string;
  parentName: string;
  childName: string;
  venue: string;
  status: CancellationRequestStatus;
  reason: string | null;
  /** What the policy promised when the parent asked. */
  refund: boolean;
  amountPaise: Paise;
  declineReason: string | null;
  decidedBy: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export const PARENT_CHANGE_MESSAGES = {
  disabled: 'Changes online are switched off; please call us.',
  tooLate: (hours: number) => `Changes close ${hours} hours before the workshop starts; please call us.`,
  noStart: 'The workshop has no start time yet; please call us.',
  notPaid: 'Only a paid booking can be changed.',
  checkedIn: 'This child has already checked in.',
  otherEdition: 'You can only move to another venue of the same workshop.',
  requestOpen: 'You have already asked to cancel this booking; the desk will answer soon.',
  requestSent: 'Your request has reached our desk. We will message you with the answer.',
  moved: 'Your booking has moved. A message with the new details is on its way.',
  corrected: "The child's details are corrected. A message with them is on its way.",
  requestNotFound: 'Request not found',
  requestDecided: 'This request has already been answered.',
} as const;
