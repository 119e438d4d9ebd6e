import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';
import { makeEdition, makeVenue } from '../../../test/admin/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asRole = (role: string) => ({
  'GET /api/admin/status': { authenticated: true, staff: { id: 7, name: 'Asha Rao', email: 'asha@example.com', role } },
});

const booking = {
  bookingId: 'RL-ASHA2345',
  parentName: 'Asha Rao',
  childName: 'Kiran Rao',
  phone: '+919822012345',
  email: 'asha@example.com',
  gradeGroup: 'std-3-4',
  school: 'City School',
  venue: { id: 1, displayName: 'Pune Hall' },
  status: 'paid',
  totalAmount: 30000,
  originalAmount: 30000,
  discountAmount: 0,
  coupon: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:01:00.000Z',
  checkedInAt: null,
  takeawayKit: true,
  kitHandedOverAt: '2026-11-20T05:30:00.000Z',
};

describe('/admin/bookings', () => {
  it('finds a booking by phone through the server search', async () => {
    const api = fakeApi({
      ...asRole('desk'),
      'GET /api/admin/venues': [],
      'GET /api/admin/registrations': (request) =>
        new URL(request.url, 'http://x').searchParams.get('q') === '98220 12345'
          ? { items: [booking], total: 1, page: 1, pageSize: 50 }
          : { items: [], total: 0, page: 1, pageSize: 50 },
    });
    const user = setupUser();
    renderApp('/admin/bookings');
    // The grid's module is large: the first import takes a while on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' }, { timeout: 45_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a booking' }), '98220 12345');
    const grid = screen.getByRole('grid', { name: 'Bookings' });
    expect(await within(grid).findByText('RL-ASHA2345', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(grid).getByText('Pune Hall')).toBeInTheDocument();
    expect(within(grid).getByText('handed over')).toBeInTheDocument();
    expect(api.to('GET /api/admin/registrations').at(-1)!.url).toMatch(/q=98220\+12345/);
    // The console shows who is signed in and the screens a desk member may use.
    expect(screen.getByRole('button', { name: /Asha Rao · Desk/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  }, 60_000);

  it('refuses a door member the bookings screen and hides it from their navigation', async () => {
    const api = fakeApi({ ...asRole('door') });
    renderApp('/admin/bookings');
    expect(await screen.findByText('Your role does not allow this screen.')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.to('GET /api/admin/registrations')).toHaveLength(0);
  });

  it('lists the bookings of the edition on sale first, and of the edition chosen', async () => {
    const api = fakeApi({
      ...asRole('desk'),
      'GET /api/admin/editions': [makeEdition(), makeEdition({ id: 2, name: 'RoboLeague 12th', status: 'draft' })],
      'GET /api/admin/venues': [makeVenue()],
      'GET /api/admin/registrations': { items: [booking], total: 1, page: 1, pageSize: 50 },
    });
    const user = setupUser();
    renderApp('/admin/bookings');
    const grid = await screen.findByRole('grid', { name: 'Bookings' }, { timeout: 45_000 });
    expect(await within(grid).findByText('RL-ASHA2345', {}, { timeout: 5_000 })).toBeInTheDocument();
    const params = () =>
      api.to('GET /api/admin/registrations').map((r) => new URL(r.url, 'http://x').searchParams.get('edition'));
    expect(params()).toEqual(['1']);
    expect(api.to('GET /api/admin/venues').map((r) => r.url)).toEqual(['/api/admin/venues?edition=1']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('edition=1'),
    );

    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'All editions' }));
    await waitFor(() => expect(params()).toContain('all'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('edition=all'),
    );
  }, 60_000);
});
