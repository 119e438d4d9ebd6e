import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import type { Roster } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStaffDeviceData } from '../../../api/staff-device-data';
import { fakeFetch, reply } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { checkInClient, ServerError } from '../api/check-in-client';
import CheckInPage from '../components/CheckInPage';
import { offlineStore, type QueuedScan } from './offline-store';

afterEach(() => {
  vi.unstubAllGlobals();
});

const roster: Roster = {
  venue: { id: 7, displayName: 'Pune — Baner', dateTime: 'Sun, 13 Dec 2026' },
  asOf: new Date().toISOString(),
  staff: { name: 'Priya Staff', role: 'door' },
  counts: { arrived: 0, paid: 1, capacity: 100, kitsDue: 0, kitsHanded: 0 },
  bookings: [
    {
      bookingId: 'RL-PAID0001',
      childName: 'Vir Rao',
      gradeGroup: 'std-3-4',
      schoolName: 'DPS',
      digest: 'a'.repeat(64),
      status: 'paid',
      checkIn: null,
      takeawayKit: false,
      kit: null,
    },
  ],
  elsewhere: { key: '00'.repeat(16), venues: [] },
};

/** The scanner's state on this device after a shift: a roster and a scan still waiting to be sent. */
let shiftScan: QueuedScan['scan'];
async function afterAShift(): Promise<void> {
  await offlineStore.saveRoster(roster);
  shiftScan = { code: 'x', scannedAt: new Date().toISOString(), clientId: crypto.randomUUID(), offline: true };
  await offlineStore.enqueue({ venueId: 7, scan: shiftScan });
}

/** The roster of children is gone; the scan still waiting is kept, to be sent by the next door user. */
async function expectForgotten(): Promise<void> {
  await waitFor(async () => expect(await offlineStore.roster(7)).toBeUndefined());
  expect(await offlineStore.queued(7)).toContainEqual(expect.objectContaining({ venueId: 7, scan: shiftScan }));
}

describe("the scanner's offline store", () => {
  it('loses its rosters at sign-out even while the scanner holds it open, and keeps unsent scans', async () => {
    await afterAShift();
    expect(await offlineStore.roster(7)).toEqual(roster);
    await forgetStaffDeviceData();
    await expectForgotten();
  });

  it('loses its rosters when the check-in page finds nobody signed in', async () => {
    await afterAShift();
    fakeFetch({ 'GET /api/admin/status': () => ({ authenticated: false }) });
    renderWithProviders(<CheckInPage />, { route: '/admin/check-in?venue=7' });
    expect(await screen.findByText('Sign in to check children in.')).toBeInTheDocument();
    await expectForgotten();
  });

  it('loses its rosters when a scanner call finds the session ended', async () => {
    await afterAShift();
    fakeFetch({ 'GET /api/admin/check-ins/counts?venueId=7': () => reply(401, { message: 'Unauthorized' }) });
    await expect(checkInClient.counts(7)).rejects.toBeInstanceOf(ServerError);
    await expectForgotten();
  });
});
