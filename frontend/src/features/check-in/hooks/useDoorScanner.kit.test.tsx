import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KitHandoverResult, Roster, VenueCounts } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { offlineStore } from '../lib/offline-store';
import { useDoorScanner } from './useDoorScanner';

afterEach(() => {
  vi.unstubAllGlobals();
});

const VENUE = 9;
const counts: VenueCounts = { arrived: 1, paid: 2, capacity: 50, kitsDue: 1, kitsHanded: 0 };
const entry = (bookingId: string, childName: string, takeawayKit: boolean) => ({
  bookingId,
  childName,
  gradeGroup: 'std-3-4',
  schoolName: 'DPS',
  digest: 'a'.repeat(64),
  status: 'paid' as const,
  checkIn: { at: '2026-12-13T04:30:00.000Z', deviceId: 'd', staffName: 'Priya Staff' },
  takeawayKit,
  kit: null,
});
const roster: Roster = {
  venue: { id: VENUE, displayName: 'Pune — Aundh', dateTime: 'Sun, 13 Dec 2026' },
  asOf: new Date().toISOString(),
  staff: { name: 'Priya Staff', role: 'door' },
  counts,
  bookings: [entry('RL-KIT00001', 'Meera Iyer', true), entry('RL-NOKIT001', 'Arjun Shah', false)],
  elsewhere: { key: '00'.repeat(16), venues: [] },
};

function door(): FakeRequest[] {
  return fakeFetch({
    [`GET /api/admin/check-ins/roster?venueId=${VENUE}&deviceId=${encodeURIComponent(deviceIdSeen)}`]: () => roster,
    [`GET /api/admin/check-ins/counts?venueId=${VENUE}`]: () => counts,
    'POST /api/admin/check-ins/RL-KIT00001/kit': (body) =>
      ({
        outcome: 'handed',
        child: { bookingId: 'RL-KIT00001', childName: 'Meera Iyer', gradeGroup: 'std-3-4', schoolName: 'DPS' },
        kit: { at: (body as { handedAt: string }).handedAt, deviceId: deviceIdSeen, staffName: 'Priya Staff' },
        counts: { ...counts, kitsHanded: 1 },
      }) satisfies KitHandoverResult,
  });
}
let deviceIdSeen = '';

describe('the door hands over a takeaway kit', () => {
  it('offline: queues the handover, marks the roster and counts it; back online it is sent with its clientId', async () => {
    deviceIdSeen = await offlineStore.deviceId();
    await offlineStore.saveRoster(roster);
    const requests = door();
    const { result } = renderHook(() => useDoorScanner(VENUE));
    await waitFor(() => expect(result.current.roster).toBeDefined());
    act(() => result.current.setManualOffline(true));
    await waitFor(() => expect(result.current.online).toBe(false));

    await act(() => result.current.handOverKit('RL-KIT00001'));
    expect(result.current.waiting).toBe(1);
    expect(result.current.counts).toMatchObject({ kitsDue: 1, kitsHanded: 1 });
    expect(result.current.roster?.bookings[0]?.kit).toMatchObject({ staffName: 'Priya Staff' });
    expect(requests.filter((r) => r.url.endsWith('/kit'))).toHaveLength(0);

    act(() => result.current.setManualOffline(false));
    await waitFor(() => expect(result.current.waiting).toBe(0));
    const sent = requests.filter((r) => r.url.endsWith('/kit'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ venueId: VENUE, deviceId: deviceIdSeen, offline: true });
    expect(sent[0]?.body).toHaveProperty('clientId');
    expect(await offlineStore.queued(VENUE)).toEqual([]);
  });
});
