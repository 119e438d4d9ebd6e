import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const detail = {
  bookingId: 'RL-ASHA2345',
  parentName: 'Asha Rao',
  childName: 'Kiran Rao',
  phone: '+919822012345',
  email: 'asha@example.com',
  gradeGroup: 'std-3-4',
  school: 'City School',
  venue: { id: 1, displayName: 'Pune Hall' },
  status: 'paid',
  totalAmount: 34900,
  originalAmount: 34900,
  discountAmount: 0,
  coupon: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:01:00.000Z',
  checkedInAt: null,
  gatewayOrderId: 'order_1',
  paymentId: 'pay_1',
  takeawayKit: true,
  kitHandedOverAt: null,
  holdExpiresAt: '2026-11-20T05:15:00.000Z',
  refundablePaise: 34900,
  refundedPaise: 0,
  timeline: [
    { at: '2026-11-20T05:00:00.000Z', kind: 'hold_taken', actor: 'parent', data: { amountPaise: 34900, coupon: null } },
    {
      at: '2026-11-20T05:01:00.000Z',
      kind: 'payment_captured',
      actor: 'system',
      data: { paymentId: 'pay_1', amountPaise: 34900 },
    },
  ],
};

const cancelled = {
  ...detail,
  status: 'cancelled',
  refundablePaise: 0,
  refundedPaise: 34900,
  timeline: [
    ...detail.timeline,
    {
      at: '2026-11-21T05:00:00.000Z',
      kind: 'cancel',
      actor: 'Priya Desk',
      data: { reason: 'Family moved', refundPaise: 34900 },
    },
  ],
};

describe('/admin/bookings/{bookingId}', () => {
  it('shows the timeline and cancels with a full refund behind a confirm dialog, sending an Idempotency-Key', async () => {
    let current: object = detail;
    const api = fakeApi({
      'GET /api/admin/status': {
        authenticated: true,
        staff: { id: 7, name: 'Priya Desk', email: 'p@example.com', role: 'desk' },
      },
      'GET /api/admin/registrations/RL-ASHA2345': () => current,
      'POST /api/admin/registrations/RL-ASHA2345/cancel': () => {
        current = cancelled;
        return cancelled;
      },
    });
    const user = setupUser();
    renderApp('/admin/bookings/RL-ASHA2345');
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, { timeout: 20_000 });
    expect(within(timeline).getByText('Seat held for ₹349')).toBeInTheDocument();
    expect(within(timeline).getByText('Paid ₹349 (pay_1)')).toBeInTheDocument();
    expect(screen.getByText('Included, not yet handed over')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RL-ASHA2345?' });
    expect(within(dialog).getByRole('radio', { name: 'Refund everything left (₹349)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(api.to('POST /api/admin/registrations/RL-ASHA2345/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Family moved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Cancelled with a refund of ₹349: Family moved')).toBeInTheDocument();
    const [sent] = api.to('POST /api/admin/registrations/RL-ASHA2345/cancel');
    expect(sent!.body).toEqual({ refund: 'full', reason: 'Family moved' });
    expect(new Headers(sent!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('says the status, grade group and messages as labels: a paid booking partly refunded', async () => {
    fakeApi({
      'GET /api/admin/status': {
        authenticated: true,
        staff: { id: 1, name: 'Owner', email: 'o@example.com', role: 'owner' },
      },
      'GET /api/admin/registrations/RL-ASHA2345': {
        ...detail,
        gradeGroup: 'std-1-2',
        moneyStatus: 'partially refunded',
        refundedPaise: 10000,
        refundablePaise: 24900,
        timeline: [
          ...detail.timeline,
          {
            at: '2026-11-20T05:02:00.000Z',
            kind: 'message',
            actor: 'system',
            data: { template: 'booking_confirmed', channel: 'whatsapp', state: 'sent', deliveryStatus: 'delivered' },
          },
        ],
      },
    });
    renderApp('/admin/bookings/RL-ASHA2345');
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, { timeout: 20_000 });
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    expect(screen.getByText('Kiran Rao (Std 1–2)')).toBeInTheDocument();
    expect(within(timeline).getByText('Message Booking confirmed by WhatsApp: Delivered')).toBeInTheDocument();
  }, 60_000);
});
