/**
 * Indian mobile numbers as people type or paste them: `+91 98220 12345`, `91-98220-12345`,
 * `098220 12345`, `(982) 201-2345`. One normaliser for forms, the server and lookups.
 */

/** The 10-digit national number (first digit 6-9), or null when the input is not one. */
export function nationalMobile(input: string): string | null {
  if (!/^[\d\s()+.-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The canonical stored form, E.164 (`+919822012345`), or null when the input is not a mobile number. */
export function e164Mobile(input: string): string | null {
  const national = nationalMobile(input);
  return national === null ? null : `+91${national}`;
}

/** What a phone field keeps while someone types or pastes: the 10 digits once they read as a mobile, else the raw text. */
export function mobileAsTyped(input: string): string {
  return nationalMobile(input) ?? input.replace(/[^\d\s()+.-]/g, '').slice(0, MOBILE_INPUT_MAX);
}

/** Long enough for `+91 (98220) 12-345` with spaces, short enough that no essay fits. */
export const MOBILE_INPUT_MAX = 20;

/** WhatsApp's recipient form: the E.164 number without its `+`. */
export function whatsappRecipient(e164: string): string {
  return e164.replace(/^\+/, '');
}
