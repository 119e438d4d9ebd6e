/** Whom a "find my booking" request is about: the phone (E.164) or e-mail (lower case) used to book. */
export type Contact = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

export function contactOf(body: { phone?: string; email?: string }): Contact {
  return body.phone ? { kind: 'phone', value: body.phone } : { kind: 'email', value: body.email ?? '' };
}

/** SQL matching a booking's contact columns (of table alias `t`, if given) to `$1`; phones are stored in E.164. */
export const bookingMatch = (kind: Contact['kind'], t = '') =>
  kind === 'phone' ? `${t && `${t}.`}phone_number = $1` : `lower(${t && `${t}.`}email) = $1`;
export const orderMatch = (kind: Contact['kind']) =>
  kind === 'phone' ? 'customer_phone = $1' : 'lower(customer_email) = $1';
