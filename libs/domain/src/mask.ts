import { nationalMobile } from './phone.js';

/**
 * Contacts shown to someone who has not proved they own them: enough to recognise one's own
 * (`a•••@example.com`, `+91 •••••• 3210`), too little to reach the parent.
 */

const HIDDEN = '•••';

/** `asha@example.com` → `a•••@example.com`; anything that is not an address is hidden whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${email.slice(0, 1)}${HIDDEN}${email.slice(at)}`;
}

/** `+919822013210` → `+91 •••••• 3210`; anything that is not an Indian mobile number is hidden whole. */
export function maskPhone(phone: string): string {
  const national = nationalMobile(phone);
  if (national === null) return HIDDEN;
  return `+91 •••••• ${national.slice(-4)}`;
}
