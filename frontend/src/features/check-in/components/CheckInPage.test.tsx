import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '../../../test/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const onSale = { id: 1, displayName: 'Pune Hall', dateTime: '14 Dec 2026, 10:00 AM - 2:00 PM' };
const lastYear = { id: 9, displayName: 'Old Pune Hall', dateTime: '15 Dec 2025, 10:00 AM - 2:00 PM' };

describe('/admin/check-in venue picker', () => {
  it('offers the venues of the edition on sale, and of every edition when asked', async () => {
    const requests = fakeFetch({
      'GET /api/admin/status': () => ({
        authenticated: true,
        staff: { id: 3, name: 'Door', email: 'd@x.in', role: 'door' },
      }),
      'GET /api/admin/check-ins/venues': () => [onSale],
      'GET /api/admin/check-ins/venues?edition=all': () => [onSale, lastYear],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/check-in');
    expect(await screen.findByRole('button', { name: /Pune Hall/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Old Pune Hall/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Venues of every edition' }));
    expect(await screen.findByRole('button', { name: /Old Pune Hall/ })).toBeInTheDocument();
    expect(requests.map((r) => r.url).filter((url) => url.includes('check-ins'))).toEqual([
      '/api/admin/check-ins/venues',
      '/api/admin/check-ins/venues?edition=all',
    ]);
    await user.click(screen.getByRole('button', { name: 'Only the edition on sale' }));
    expect(await screen.findByRole('button', { name: 'Venues of every edition' })).toBeInTheDocument();
  });
});
