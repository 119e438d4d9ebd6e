import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const abandoned = {
  bookingId: 'RL-GONE2345',
  parentName: 'Asha Rao',
  childName: 'Kiran Rao',
  phone: '+919822012345',
  email: 'asha@example.com',
  gradeGroup: 'std-3-4',
  school: 'City School',
  venue: { id: 1, displayName: 'Pune Hall' },
  status: 'expired',
  totalAmount: 34900,
  originalAmount: 34900,
  discountAmount: 0,
  coupon: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: null,
  checkedInAt: null,
  gatewayOrderId: 'order_1',
  paymentId: null,
  takeawayKit: false,
  holdExpiresAt: '2026-11-20T05:15:00.000Z',
  refundablePaise: 0,
  refundedPaise: 0,
  timeline: [
    { at: '2026-11-20T05:00:00.000Z', kind: 'hold_taken', actor: 'parent', data: { amountPaise: 34900, coupon: null } },
  ],
};
const reminded = {
  ...abandoned,
  timeline: [
    ...abandoned.timeline,
    { at: '2026-11-21T05:00:00.000Z', kind: 'reminder_sent', actor: 'Priya Desk', data: { payUrl: '/' } },
  ],
};

describe('/admin/bookings/{bookingId} of an abandoned hold', () => {
  it('sends the parent one payment reminder', async () => {
    let current: object = abandoned;
    const api = fakeApi({
      'GET /api/admin/status': {
        authenticated: true,
        staff: { id: 7, name: 'Priya Desk', email: 'p@example.com', role: 'desk' },
      },
      'GET /api/admin/registrations/RL-GONE2345': () => current,
      'POST /api/admin/registrations/RL-GONE2345/reminder': () => {
        current = reminded;
        return { payUrl: '/' };
      },
    });
    renderApp('/admin/bookings/RL-GONE2345');
    await setupUser().click(await screen.findByRole('button', { name: 'Send reminder' }, { timeout: 20_000 }));
    expect(await screen.findByText('A payment reminder was sent to the parent.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/registrations/RL-GONE2345/reminder')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
  }, 40_000);
});
