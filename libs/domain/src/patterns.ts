/** The stored form of a mobile number (E.164, see phone.ts). */
export const E164_MOBILE_RE = /^\+91[6-9]\d{9}$/;
/** 10-digit Indian mobile number. */
export const MOBILE_RE = /^[6-9]\d{9}$/;
export const SLUG_RE = /^[a-z0-9-]+$/;
export const PINCODE_RE = /^[1-9]\d{5}$/;
/** Practical e-mail check shared by the form and the server: local@domain.tld. */
export const EMAIL_RE =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
