import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { dashboardStats } from '../../../test/admin/fixtures';
import { fakeApi, signedIn } from '../../../test/admin/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/dashboard', () => {
  it('shows every stat card', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': dashboardStats });
    renderApp('/admin/dashboard');
    const card = async (name: string) => screen.findByRole('group', { name });
    expect(await card('Total Venues')).toHaveTextContent(/6\s*5 active/);
    expect(await card('Total Coupons')).toHaveTextContent(/4\s*2 active/);
    expect(await card('Available Seats')).toHaveTextContent('612');
    expect(await card('Store Products')).toHaveTextContent(/12\s*10 active/);
    expect(await card('Coupon Redemptions')).toHaveTextContent('37');
    expect(screen.queryByText(/Possible hoarding/)).not.toBeInTheDocument();
  });

  it('warns staff of a venue or product that looks hoarded, and says nothing otherwise', async () => {
    const hoardingAlarms = [
      { kind: 'venue' as const, id: '3', name: 'Pune Central', liveHolds: 60, left: 40 },
      { kind: 'product' as const, id: 'prd-1', name: 'Robo Kit', liveHolds: 20, left: 5 },
    ];
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': { ...dashboardStats, hoardingAlarms } });
    renderApp('/admin/dashboard');
    const alarm = await screen.findByText('Possible hoarding: new holds here must pass a browser check');
    expect(alarm.parentElement).toHaveTextContent('Pune Central: 60 unpaid holds, 40 seats left');
    expect(alarm.parentElement).toHaveTextContent('Robo Kit: 20 unpaid units held, 5 units left');
  });

  it('links to the three admin pages with their summary lines', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': dashboardStats });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Manage Venues' })).toHaveAttribute('href', '/admin/venues');
    expect(screen.getByRole('link', { name: 'Manage Coupons' })).toHaveAttribute('href', '/admin/coupons');
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByText('Capacity: 900 seats')).toBeInTheDocument();
    expect(screen.getByText('Usage: 37 redemptions')).toBeInTheDocument();
    expect(screen.getByText('Total inventory: 1,430 units')).toBeInTheDocument();
  });

  it('shows early-bird places paid, and prices and coupon uses honoured over their limits only when there are any', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/admin/dashboard': {
        ...dashboardStats,
        earlyBirdTaken: 500,
        earlyBirdOverLimit: 3,
        couponUsesOverLimit: 1,
      },
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Super Early Bird: 500 of 500 places paid')).toBeInTheDocument();
    expect(screen.getByText('3 early-bird prices honoured over the limit')).toBeInTheDocument();
    expect(screen.getByText('1 redemption honoured over the limit')).toBeInTheDocument();
  });

  it('says nothing of limits when no quote went over them', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': dashboardStats });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Super Early Bird: 480 of 500 places paid')).toBeInTheDocument();
    expect(screen.queryByText(/honoured over the limit/)).not.toBeInTheDocument();
  });

  it('leaves out the revenue figures when the server sends none (roles that may not see money)', async () => {
    const { revenueToday: _today, revenueThisWeek: _week, ...withoutRevenue } = dashboardStats;
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': withoutRevenue });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('group', { name: 'Holds awaiting payment' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Revenue today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Revenue this week' })).not.toBeInTheDocument();
    expect(screen.queryByText('₹0')).not.toBeInTheDocument();
  });

  it("shows today's figures, each linking to the list behind it, and booked seats apart from holds", async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': dashboardStats });
    renderApp('/admin/dashboard');
    const today = await screen.findByRole('group', { name: 'Revenue today' });
    expect(today).toHaveTextContent('₹12,495');
    expect(within(today).getByRole('link')).toHaveAttribute('href', '/admin/reports?from=2026-11-25&to=2026-11-25');
    expect(within(screen.getByRole('group', { name: 'Revenue this week' })).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/reports?from=2026-11-23&to=2026-11-25',
    );
    expect(screen.getByRole('group', { name: 'Holds awaiting payment' })).toHaveTextContent(
      /20\s*18 bookings, 2 orders/,
    );
    expect(within(screen.getByRole('group', { name: 'Orders to ship' })).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders?fulfilment=unfulfilled',
    );
    expect(screen.getByRole('group', { name: 'Pune Central' })).toHaveTextContent('120 of 150 paid, 6 held');
    expect(within(screen.getByRole('group', { name: 'Pune Central' })).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/bookings?venueId=3&status=paid',
    );
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(
      within(lowStock)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeta KitSold out', 'Alpha Kit3 left (threshold 10)']);
    expect(screen.getByText('Booked: 270 seats')).toBeInTheDocument();
    expect(screen.getByText('Held awaiting payment: 18 seats')).toBeInTheDocument();
  });

  it('logs out to /admin, and the dashboard is locked again', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/dashboard': dashboardStats,
      'POST /api/admin/logout': new Response(null, { status: 204 }),
    });
    renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(api.to('POST /api/admin/logout')).toHaveLength(1);
    expect(within(document.body).getByLabelText('Password')).toBeInTheDocument();
  });

  it('treats a 401 from an admin call as signed out', async () => {
    // The session ends on the server after the page asked who is signed in (expired, or signed out elsewhere).
    let sessionEnded = false;
    fakeApi({
      'GET /api/admin/status': () =>
        sessionEnded ? new Response('', { status: 401 }) : signedIn['GET /api/admin/status'],
      'GET /api/admin/dashboard': () => {
        sessionEnded = true;
        return new Response('{"statusCode":401,"message":"Unauthorized"}', { status: 401 });
      },
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});
