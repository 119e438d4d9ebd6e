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
  dateTime: string;
  address: string;
  status: string;
  amount: number;
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
  amount: number;
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
