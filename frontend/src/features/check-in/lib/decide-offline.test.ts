import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_DIGEST_PREFIX, ELSEWHERE_TAG_BYTES, type Roster, type RosterEntry } from '@robo/domain';
import { decideOffline } from './decide-offline';

const sigA = 'a'.repeat(64);
const sigB = 'b'.repeat(64);
/** The signature of a paid booking at another venue. */
const sigElsewhere = 'e'.repeat(64);
const rosterKey = '0f'.repeat(16);

/** Another venue's tags as the server builds them (backend/src/check-in/elsewhere-tags.ts). */
const tagsOf = (...sigs: string[]) =>
  Buffer.concat(
    sigs.map((sig) =>
      createHmac('sha256', Buffer.from(rosterKey, 'hex')).update(sig).digest().subarray(0, ELSEWHERE_TAG_BYTES),
    ),
  ).toString('base64');

async function digest(sig: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(CHECK_IN_DIGEST_PREFIX + sig));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

const codeFor = (bookingId: string, sig: string) => `https://roboleague.in/api/check-in/${bookingId}?sig=${sig}`;

async function roster(): Promise<Roster> {
  const entry = async (bookingId: string, status: RosterEntry['status']): Promise<RosterEntry> => ({
    bookingId,
    childName: `Child ${bookingId}`,
    gradeGroup: 'std-3-4',
    schoolName: 'DPS',
    digest: await digest(sigA),
    status,
    checkIn: null,
    takeawayKit: false,
    kit: null,
  });
  return {
    venue: { id: 1, displayName: 'Pune — Baner', dateTime: 'Sun' },
    asOf: new Date().toISOString(),
    staff: { name: 'Priya Staff', role: 'door' },
    counts: { arrived: 0, paid: 1, capacity: 100, kitsDue: 0, kitsHanded: 0 },
    bookings: [await entry('RL-PAID0001', 'paid'), await entry('RL-PEND0001', 'pending')],
    elsewhere: { key: rosterKey, venues: [{ venue: 'Pune — Kothrud', tags: tagsOf('c'.repeat(64), sigElsewhere) }] },
  };
}

describe('decideOffline', () => {
  const now = new Date('2026-12-13T04:32:00Z');

  it('admits a genuine paid code once, then says already', async () => {
    const list = await roster();
    const first = await decideOffline(list, { code: codeFor('RL-PAID0001', sigA) }, 'device-1', now);
    expect(first.result).toMatchObject({
      outcome: 'admit',
      child: { childName: 'Child RL-PAID0001' },
      counts: { arrived: 1 },
    });
    const { admitted } = first;
    if (!admitted) throw new Error('Expected the admitted roster entry');
    const bookings = list.bookings.map((entry) => (entry.bookingId === admitted.bookingId ? admitted : entry));
    const again = await decideOffline({ ...list, bookings }, { code: codeFor('RL-PAID0001', sigA) }, 'device-2', now);
    // Another scan of the child shows who let them in: the staff member signed in on this device.
    expect(again.result).toMatchObject({
      outcome: 'already',
      checkIn: { staffName: 'Priya Staff', deviceId: 'device-1' },
    });
  });

  it.each([
    ['an altered signature', codeFor('RL-PAID0001', sigB), 'forged'],
    ['an unpaid booking', codeFor('RL-PEND0001', sigA), 'not_paid'],
    ['a booking of another venue', codeFor('RL-ELSE0001', sigElsewhere), 'other_venue'],
    // The roster names no booking of another venue, so an altered code of one is unknown here (forged online).
    ['a forged booking of another venue', codeFor('RL-ELSE0001', sigB), 'unknown'],
    ['a booking on no roster', codeFor('RL-NONE0001', sigA), 'unknown'],
    ['garbage', 'hello', 'unreadable'],
    ['a very long string', 'x'.repeat(5000), 'unreadable'],
  ])('refuses %s', async (_name, code, reason) => {
    const { result, admitted } = await decideOffline(await roster(), { code }, 'device-1', now);
    expect(result).toMatchObject({ outcome: 'refused', reason });
    expect(admitted).toBeUndefined();
  });

  it("carries a kit child's kit as due, and counts kits due and handed over from the roster", async () => {
    const list = await roster();
    const withKit = { ...list, bookings: [{ ...list.bookings[0]!, takeawayKit: true }, list.bookings[1]!] };
    const { result } = await decideOffline(withKit, { code: codeFor('RL-PAID0001', sigA) }, 'device-1', now);
    expect(result).toMatchObject({
      outcome: 'admit',
      kit: { handedOver: null },
      counts: { kitsDue: 1, kitsHanded: 0 },
    });
    const plain = await decideOffline(list, { code: codeFor('RL-PAID0001', sigA) }, 'device-1', now);
    expect(plain.result).not.toHaveProperty('kit');
  });

  it('names the other venue', async () => {
    const { result } = await decideOffline(
      await roster(),
      { code: codeFor('RL-ELSE0001', sigElsewhere) },
      'device-1',
      now,
    );
    expect(result).toMatchObject({ otherVenue: 'Pune — Kothrud', message: 'Booked at another venue: Pune — Kothrud' });
  });

  it('admits a code issued before per-purpose keys while the roster carries its legacy digest', async () => {
    const list = await roster();
    const legacy = {
      ...list,
      bookings: [{ ...list.bookings[0]!, legacyDigest: await digest(sigB) }, list.bookings[1]!],
    };
    expect((await decideOffline(legacy, { code: codeFor('RL-PAID0001', sigB) }, 'device-1', now)).result).toMatchObject(
      { outcome: 'admit' },
    );
    expect(
      (await decideOffline(legacy, { code: codeFor('RL-PAID0001', 'c'.repeat(64)) }, 'device-1', now)).result,
    ).toMatchObject({ reason: 'forged' });
  });
});
