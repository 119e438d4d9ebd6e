import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_IN_DB } from '../../../api/staff-device-data';
import { renderApp } from '../../../test/render';
import { dashboardStats } from '../../../test/admin/fixtures';
import { fakeApi, signedIn } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the door scanner left on this device: a roster of children. */
async function scannerData(): Promise<void> {
  const db = await openDB(CHECK_IN_DB, 1, { upgrade: (d) => void d.createObjectStore('rosters') });
  await db.put('rosters', { bookings: [{ bookingId: 'RL-PAID0001', childName: 'Vir Rao' }] }, 1);
  db.close();
}

/** How many rosters of children the device still keeps. */
async function rostersKept(): Promise<number> {
  const db = await openDB(CHECK_IN_DB);
  const count = await db.count('rosters');
  db.close();
  return count;
}

describe('signing out of the admin console', () => {
  it("deletes the door scanner's rosters of children from the device", async () => {
    await scannerData();
    expect(await rostersKept()).toBe(1);
    const user = setupUser();
    const staff = { id: 4, name: 'Priya Staff', email: 'priya@roboleague.in', role: 'owner' };
    fakeApi({
      'GET /api/admin/status': { authenticated: true, staff },
      'GET /api/admin/dashboard': dashboardStats,
      'POST /api/admin/logout': { authenticated: false },
    });
    renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /Priya Staff/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(async () => expect(await rostersKept()).toBe(0));
  });

  it('deletes them when an admin call finds the session ended', async () => {
    await scannerData();
    fakeApi({
      ...signedIn,
      'GET /api/admin/dashboard': () => new Response('{"statusCode":401,"message":"Unauthorized"}', { status: 401 }),
    });
    renderApp('/admin/dashboard');
    await waitFor(async () => expect(await rostersKept()).toBe(0));
  });
});
