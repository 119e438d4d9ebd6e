/**
 * Every reason code the API sends in an error body (`{ statusCode, code, message }`): clients
 * switch on `code`, the message is for people. The backend's `reasons({...})` maps may only use
 * these (a typo fails typecheck), and backend/test/error-codes-used.test.ts fails for a code here
 * that no backend reason uses.
 */
export const ERROR_CODES = [
  // Any route: the transport, guards, throttling, validation and our own faults (common/http.errors.ts).
  'BAD_REQUEST',
  'VALIDATION',
  'BODY_TOO_DEEP',
  'REQUEST_ABORTED',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'NOT_FOUND',
  'DUPLICATE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'IDEMPOTENCY_KEY_MISSING',
  'IDEMPOTENCY_KEY_REUSED',
  // Hold limits (CHALLENGE_REQUIRED, CONTACT_HOLDS_REACHED, CLIENT_HOLDS_REACHED, HOLDS_CEILING_REACHED and HOLDS_BUSY in abuse.ts).
  'challenge_required',
  'contact_holds',
  'client_holds',
  'holds_ceiling',
  'HOLDS_BUSY',
  // Sign-in and staff.
  'INVALID_CREDENTIALS',
  'INVALID_PASSWORD',
  'CREDENTIALS_REQUIRED',
  'STAFF_EMAIL_TAKEN',
  'INVITE_NOT_RESENDABLE',
  'NOT_YOURSELF',
  'INVITE_INVALID',
  'WRONG_CURRENT_PASSWORD',
  'PASSWORD_CHANGED_ELSEWHERE',
  'STAFF_NOT_FOUND',
  // Venues and coupons.
  'VENUE_NOT_FOUND',
  'VENUE_NAME_TAKEN',
  'SEATS_BELOW_BOOKED',
  'SEATS_BELOW_SOLD',
  'VENUE_HAS_REGISTRATIONS',
  'COUPON_CODE_TAKEN',
  'COUPON_USED',
  'COUPON_NOT_FOUND',
  // Workshop bookings, the bookings desk, reminders and find my booking.
  'VENUE_FULL',
  'VENUE_UNAVAILABLE',
  'BOOKING_CLOSED',
  // Editions.
  'EDITION_NOT_FOUND',
  'EDITION_SLUG_TAKEN',
  'EDITION_STATUS_MOVE',
  'EDITION_ON_SALE_ELSEWHERE',
  'EDITION_INVALID_TIME',
  'VENUE_INVALID_TIME',
  'VENUE_TIME_CHANGE_UNCONFIRMED',
  'VENUE_EDITION_UNKNOWN',
  'VENUE_INACTIVE',
  'PRICE_CHANGED',
  'COUPON_EXHAUSTED',
  'COUPON_INVALID',
  'COUPON_NOT_APPLICABLE',
  'RELEASE_REFUSED',
  'BOOKING_NOT_FOUND',
  'PAYMENT_VERIFICATION_FAILED',
  'LATE_PAYMENT_REFUNDED',
  'NOT_PAID',
  'TRANSFER_NOT_PAID',
  'CHECKED_IN',
  'RESEND_NOT_PAID',
  'REFUND_EXCEEDS_PAID',
  'REFUND_NEEDS_OWNER',
  'DAILY_REFUND_LIMIT',
  'HOLD_ENDED',
  'HOLD_NOT_FOUND',
  'NOT_ABANDONED',
  'NO_CONTACT',
  'REMINDER_ALREADY_SENT',
  'CODE_WRONG',
  'CODE_SPENT',
  'CHANNEL_MISMATCH',
  'ONE_TARGET',
  'SIGNED_OUT',
  'NOT_YOURS',
  // Check-in and QR images.
  'NOT_CHECKED_IN',
  'CODE_OR_BOOKING',
  'QR_NOT_FOUND',
  // Store, catalogue, orders and uploads.
  'PRODUCT_DUPLICATE',
  'PRODUCT_ID_FIXED',
  'PRODUCT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'OUT_OF_STOCK',
  'TRACKING_REQUIRED',
  'ORDER_NOT_PAID',
  'FULFILMENT_MOVE_REFUSED',
  'ORDER_WITH_BUYER',
  'NOTHING_TO_REFUND',
  'IMAGE_TOO_LARGE',
  'IMAGE_NOT_FOUND',
  'UPLOAD_LINK_USED',
  'UPLOAD_LINK_EXPIRED',
  'UPLOAD_LINK_INVALID',
  'NOT_AN_IMAGE',
  // Payments, refunds, invoices, reports and messages.
  'GATEWAY_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'SANDBOX_OFF',
  'SANDBOX_ORDER_NOT_FOUND',
  'SANDBOX_PAYMENT_NOT_FOUND',
  'REFUND_AMOUNT_INVALID',
  'PAYMENT_NOT_CAPTURED',
  'REFUND_EXCEEDS_CAPTURED',
  'INVOICE_NOT_FOUND',
  'INVOICE_LINK_EXPIRED',
  'MONTH_INVALID',
  'REPORT_NOT_FOUND',
  'RANGE_INVALID',
  'VERIFY_TOKEN_INVALID',
  'MESSAGE_NOT_FOUND',
  'MESSAGE_NOT_RETRYABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error the API sends; some refusals add fields (`errors`, `challenge`, the current price). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  [field: string]: unknown;
}
