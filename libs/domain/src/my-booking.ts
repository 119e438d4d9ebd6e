/** "Find my booking" (/my-booking): a parent gets back to their bookings and orders with a one-time code. */
export const ACCESS_CODE_CHANNELS = ['whatsapp', 'email'] as const;
export type AccessCodeChannel = (typeof ACCESS_CODE_CHANNELS)[number];

export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_MINUTES = 10;
export const ACCESS_CODE_TRIES = 5;

/** POST /api/my-booking/code: the phone or e-mail used for the booking, and where to send the code. */
export interface AccessCodeRequest {
  phone?: string;
  email?: string;
  channel: AccessCodeChannel;
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
} as const;
