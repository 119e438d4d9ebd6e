import { ELSEWHERE_TAG_BYTES, type RosterElsewhere } from '@robo/domain';

/** Each roster's tags as numbers, read once per roster. */
const venuesByTag = new WeakMap<RosterElsewhere, Map<number, string>>();

const tagNumber = (bytes: Uint8Array, from: number) => {
  let n = 0;
  for (let i = from; i < from + ELSEWHERE_TAG_BYTES; i++) n = n * 256 + (bytes[i] ?? 0);
  return n;
};

function readTags(elsewhere: RosterElsewhere): Map<number, string> {
  let known = venuesByTag.get(elsewhere);
  if (!known) {
    known = new Map();
    for (const { venue, tags } of elsewhere.venues) {
      const bytes = Uint8Array.from(atob(tags), (c) => c.charCodeAt(0));
      for (let at = 0; at + ELSEWHERE_TAG_BYTES <= bytes.length; at += ELSEWHERE_TAG_BYTES)
        known.set(tagNumber(bytes, at), venue);
    }
    venuesByTag.set(elsewhere, known);
  }
  return known;
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/**
 * The other venue a genuine code was booked for, from the roster's keyed tags (libs/domain
 * RosterElsewhere): HMAC-SHA256 of the code's signature with the roster's key. Undefined when no
 * venue's tags hold it.
 */
export async function otherVenueOf(elsewhere: RosterElsewhere, sig: string): Promise<string | undefined> {
  const key = await crypto.subtle.importKey('raw', hexBytes(elsewhere.key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(sig)));
  return readTags(elsewhere).get(tagNumber(mac, 0));
}
