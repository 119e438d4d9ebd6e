import { randomBytes } from 'node:crypto';

/** A new random token for a personal link (an entry's page, an offer): 144 bits, not guessable. */
export function newLinkToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The parent's page from the join e-mail: place on the list, leave it. */
export const entryPath = (manageToken: string) => `/waitlist/entry/${manageToken}`;
/** The offer's page: the booking form filled in, and "I no longer need it". */
export const offerPath = (offerToken: string) => `/waitlist/offer/${offerToken}`;
export const offerTokenOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
