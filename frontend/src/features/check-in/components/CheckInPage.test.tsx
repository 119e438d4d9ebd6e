import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi } from '../../admin/test/fake-api';
import { setupUser } from '../../admin/test/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const onSale = { id: 1, displayName: 'Pune Hall', dateTime: '14 Dec 2026, 10:00 AM - 2:00 PM' };
const lastYear = { id: 9, displayName: 'Old Pune Hall', dateTime: '15 Dec 2025, 10:00 AM - 2:00 PM' };

describe('/admin/check-in venue picker', () => {
  it('offers the venues of the edition on sale, and of every edition when asked', async () => {
    const api = fakeApi({
      'GET /api/admin/status': { authenticated: true, staff: { id: 3, name: 'Door', email: 'd@x.in', role: 'door' } },
      'GET /api/admin/check-ins/venues': (request) =>
        new URL(request.url, 'http://x').searchParams.get('edition') === 'all' ? [onSale, lastYear] : [onSale],
    });
    const user = setupUser();
    renderApp('/admin/check-in');
    expect(await screen.findByRole('button', { name: /Pune Hall/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Old Pune Hall/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Venues of every edition' }));
    expect(await screen.findByRole('button', { name: /Old Pune Hall/ })).toBeInTheDocument();
    expect(api.to('GET /api/admin/check-ins/venues').map((r) => r.url)).toEqual([
      '/api/admin/check-ins/venues',
      '/api/admin/check-ins/venues?edition=all',
    ]);
    await user.click(screen.getByRole('button', { name: 'Only the edition on sale' }));
    expect(await screen.findByRole('button', { name: 'Venues of every edition' })).toBeInTheDocument();
  });
});
