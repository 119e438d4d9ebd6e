import { screen, within } from '@testing-library/react';
import type { AdminWaitlistEntry } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY } from '../../../test/booking-fixtures';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { fakeApi, signedIn } from '../../../test/admin/fake-api';
import { makeVenue } from '../../../test/admin/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function entry(overrides: Partial<AdminWaitlistEntry>): AdminWaitlistEntry {
  return {
    id: 1,
    venueId: 1,
    ...FAMILY,
    childName: 'Tara Rao',
    status: 'waiting',
    position: 1,
    offeredAt: null,
    offerExpiresAt: null,
    bookingId: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

describe('/admin/waitlist', () => {
  it("shows a venue's list with offers and sends the chosen action for an entry", async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [makeVenue({ waitingEntries: 2 })],
      'GET /api/admin/waitlist': {
        items: [
          entry({ id: 1, position: 1 }),
          entry({ id: 2, position: 2, childName: 'Ravi Rao' }),
          entry({
            id: 3,
            position: null,
            childName: 'Mira Rao',
            status: 'offered',
            offeredAt: '2026-11-27T10:00:00.000Z',
            offerExpiresAt: '2026-11-27T22:00:00.000Z',
          }),
        ],
        total: 3,
      },
      'POST /api/admin/waitlist/2/move-up': entry({ id: 2, position: 1 }),
    });
    const user = setupUser();
    renderApp('/admin/waitlist');
    await user.click(await screen.findByRole('combobox', { name: 'Venue' }));
    await user.click(await screen.findByRole('option', { name: 'Pune — Baner (2 waiting)' }));
    const table = await screen.findByRole('table', { name: 'Waiting list' });
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tara Rao');
    expect(within(rows[1]!).queryByRole('button', { name: 'Move up' })).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent(/offered.*until/);
    await user.click(within(rows[2]!).getByRole('button', { name: 'Move up' }));
    expect(api.to('POST /api/admin/waitlist/2/move-up')).toHaveLength(1);
    expect(api.first('GET /api/admin/waitlist').url).toContain('venueId=1');
  });
});
