import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { dashboardStats } from '../../../test/admin/fixtures';
import { fakeApi, jsonError, signedIn, signedOut, signingIn } from '../../../test/admin/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dashboardHeading = () => screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });

describe('/admin password login', () => {
  it('asks for the password when it is empty, without calling the server', async () => {
    const user = setupUser();
    const api = fakeApi(signedOut);
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Password required');
    expect(toast).toHaveTextContent('Please enter the admin password');
    expect(api.to('POST /api/admin/login')).toHaveLength(0);
  });

  it('shows the server message when the password is wrong', async () => {
    const user = setupUser();
    fakeApi({ ...signedOut, 'POST /api/admin/login': jsonError(401, 'Invalid password') });
    renderApp('/admin');
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid password');
  });

  it("falls back to 'Invalid password' when the server says nothing", async () => {
    const user = setupUser();
    fakeApi({ ...signedOut, 'POST /api/admin/login': new Response(null, { status: 401 }) });
    renderApp('/admin');
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent(/^Login failedInvalid password$/);
  });

  it('signs in and goes to the dashboard', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signingIn('POST /api/admin/login', { authenticated: true }),
      'GET /api/admin/dashboard': dashboardStats,
    });
    renderApp('/admin');
    await user.type(await screen.findByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(api.to('POST /api/admin/login')[0]?.body).toEqual({ password: 'admin123' });
    expect(await screen.findByRole('group', { name: 'Total Venues' })).toHaveTextContent('6');
  });

  it('goes straight to the dashboard when already signed in', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/dashboard': dashboardStats });
    renderApp('/admin');
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('/login username and password', () => {
  it('requires both fields', async () => {
    const user = setupUser();
    const api = fakeApi(signedOut);
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();
    expect(api.to('POST /api/login')).toHaveLength(0);
  });

  it("says 'Invalid credentials' when the server gives no message", async () => {
    const user = setupUser();
    fakeApi({ ...signedOut, 'POST /api/login': new Response('', { status: 401 }) });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'admin@roboleague.in');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid credentials');
  });

  it('signs in and goes to /admin, which opens the dashboard', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signingIn('POST /api/login', { user: { id: 1 } }),
      'GET /api/admin/dashboard': dashboardStats,
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'admin@roboleague.in');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(api.to('POST /api/login')[0]?.body).toEqual({ username: 'admin@roboleague.in', password: 'admin123' });
  });

  it("shows a door user's own name and role in the header from the moment they sign in, not 'Admin · Owner'", async () => {
    const user = setupUser();
    const door = { id: 9, name: 'Gita Rao', email: 'gita@roboleague.in', role: 'door' as const };
    fakeApi(signingIn('POST /api/login', { user: { id: 9, role: 'door' } }, door));
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'gita@roboleague.in');
    await user.type(screen.getByLabelText('Password'), 'door-pass-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Gita Rao · Door' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Owner/)).not.toBeInTheDocument();
    // Only the screens a door user may use are offered.
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});

describe('admin pages when signed out', () => {
  it.each(['/admin/dashboard', '/admin/coupons', '/admin/products'])(
    '%s sends the visitor to /admin',
    async (route) => {
      const api = fakeApi(signedOut);
      renderApp(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
      // No admin data was asked for.
      expect(api.requests.map((r) => r.url)).toEqual(['/api/admin/status']);
    },
  );
});
