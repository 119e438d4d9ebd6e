/** Whom a "find my booking" request is about: the phone (E.164) or e-mail (lower case) used to book. */
export type Contact = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

export function contactOf(body: { phone?: string; email?: string }): Contact {
  return body.phone ? { kind: 'phone', value: body.phone } : { kind: 'email', value: body.email ?? '' };
}

/** SQL matching a booking's or order's own contact columns to `$1` (index-friendly: both are stored normalised). */
export const BOOKING_MATCH = { phone: 'phone_number = $1', email: 'lower(email) = $1' } as const;
export const ORDER_MATCH = { phone: 'customer_phone = $1', email: 'lower(customer_email) = $1' } as const;
