import { screen, waitFor, within } from '@testing-library/react';
import { PARENT_CHANGE_MESSAGES, type CancellationRequestItem, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render';
import { fakeApi, signedIn } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => vi.unstubAllGlobals());

const LAZY_PAGE = { timeout: 20_000 };

const request: CancellationRequestItem = {
  id: 4,
  bookingId: 'RL-ABCD2345',
  parentName: 'Asha Menon',
  childName: 'Ishaan Menon',
  venue: 'Pune — Baner',
  status: 'requested',
  reason: 'We are travelling',
  refund: true,
  amountPaise: paise(34900),
  declineReason: null,
  decidedBy: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  decidedAt: null,
};

describe('/admin/requests', () => {
  it('lists open requests, declines one with a reason and shows why an approve was refused', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/requests': { items: [request], total: 1 },
      'POST /api/admin/requests/4/decline': { ...request, status: 'declined', declineReason: 'Too late' },
      'POST /api/admin/requests/4/approve': () =>
        refusal(409, 'REQUEST_DECIDED', PARENT_CHANGE_MESSAGES.requestDecided),
    });
    renderApp('/admin/requests');
    const table = await screen.findByRole('table', { name: 'Cancellation requests' }, LAZY_PAGE);
    expect(within(table).getByRole('link', { name: 'RL-ABCD2345' })).toHaveAttribute(
      'href',
      '/admin/bookings/RL-ABCD2345',
    );
    expect(within(table).getByText('₹349')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const decline = api.first('POST /api/admin/requests/4/decline');
    expect(decline.body).toEqual({ reason: 'Too late' });
    expect(new Headers(decline.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog');
    expect(within(approve).getByText(/₹349 is refunded/)).toBeInTheDocument();
    await user.click(within(approve).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(approve).findByText(PARENT_CHANGE_MESSAGES.requestDecided)).toBeInTheDocument();
  }, 40_000);
});
