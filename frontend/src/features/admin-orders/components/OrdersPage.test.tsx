import { screen, within } from '@testing-library/react';
import { type AdminOrderDetail, type AdminOrderSummary, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi, signedIn } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LAZY_PAGE = { timeout: 20_000 };

const summary: AdminOrderSummary = {
  orderId: 'ORD-AB12CD34',
  createdAt: '2026-06-05T04:30:00.000Z',
  paidAt: '2026-06-05T04:31:00.000Z',
  customerName: 'Meera Iyer',
  customerPhone: '+919876501234',
  customerEmail: 'meera@example.com',
  productId: 'kit-1',
  productName: 'Line Follower Kit',
  productSku: 'LFK-1',
  quantity: 2,
  totalAmount: paise(399800),
  paymentStatus: 'completed',
  moneyStatus: 'paid',
  refundedPaise: paise(0),
  orderStatus: 'confirmed',
  fulfilment: 'packed',
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  city: 'Pune',
  pincode: '411045',
};
const detail: AdminOrderDetail = {
  ...summary,
  unitPrice: paise(199900),
  gatewayOrderId: 'order_1',
  paymentId: 'pay_1',
  notes: null,
  shippingAddress: { line1: '12 Lake View Road', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
  nextFulfilment: ['shipped'],
  cancellable: true,
  holdsStock: true,
  refundablePaise: paise(399800),
  restockableUnits: 2,
  remindable: false,
  timeline: [{ at: '2026-06-05T04:30:00.000Z', kind: 'hold_taken', actor: 'buyer', data: {} }],
};

describe('/admin/orders', () => {
  it('lists orders with the filters in the address, and exports the same filters', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders': { items: [summary], total: 1, page: 1, pageSize: 25 },
    });
    renderApp('/admin/orders?fulfilment=unfulfilled');
    const table = await screen.findByRole('table', { name: 'Orders' }, LAZY_PAGE);
    expect(within(table).getByRole('link', { name: 'ORD-AB12CD34' })).toHaveAttribute(
      'href',
      '/admin/orders/ORD-AB12CD34',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Meera Iyer.*Line Follower Kit × 2.*₹3,998.*Paid.*Packed/,
    );
    expect(api.first('GET /api/admin/orders').url).toContain('fulfilment=unfulfilled');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv?fulfilment=unfulfilled',
    );
  }, 40_000);

  it('ships an order with courier and tracking number', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders/ORD-AB12CD34': detail,
      'POST /api/admin/orders/ORD-AB12CD34/fulfilment': {
        ...detail,
        fulfilment: 'shipped',
        nextFulfilment: ['delivered', 'returned'],
      },
    });
    renderApp('/admin/orders/ORD-AB12CD34');
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(
      within(dialog).getByText('Courier and tracking number are required to mark an order shipped'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/admin/orders/ORD-AB12CD34/fulfilment')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Courier' }), 'Delhivery');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'DL123456789IN');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    const post = api.first('POST /api/admin/orders/ORD-AB12CD34/fulfilment');
    expect(post.body).toEqual({ state: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456789IN' });
  }, 40_000);

  it('offers the forward move first, and asks before the owner moves an order back', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders/ORD-AB12CD34': { ...detail, nextFulfilment: ['shipped', 'unfulfilled'] },
      'POST /api/admin/orders/ORD-AB12CD34/fulfilment': { ...detail, fulfilment: 'unfulfilled' },
    });
    renderApp('/admin/orders/ORD-AB12CD34');
    const fulfilment = await screen.findByRole('region', { name: 'Fulfilment' }, LAZY_PAGE);
    const moves = await within(fulfilment).findAllByRole('button', { name: /^Mark / });
    expect(moves.map((button) => button.textContent)).toEqual(['Mark shipped', 'Mark unfulfilled']);

    await user.click(moves[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Move ORD-AB12CD34 back to unfulfilled?' });
    expect(dialog).toHaveTextContent('This order is packed.');
    expect(api.to('POST /api/admin/orders/ORD-AB12CD34/fulfilment')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('POST /api/admin/orders/ORD-AB12CD34/fulfilment')).toHaveLength(0);

    await user.click(within(fulfilment).getByRole('button', { name: 'Mark unfulfilled' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /back to unfulfilled/ })).getByRole('button', {
        name: 'Mark unfulfilled',
      }),
    );
    expect(api.first('POST /api/admin/orders/ORD-AB12CD34/fulfilment').body).toEqual({ state: 'unfulfilled' });
  }, 40_000);

  it('cancels an order with a part refund and restock, sending one Idempotency-Key', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders/ORD-AB12CD34': detail,
      'POST /api/admin/orders/ORD-AB12CD34/cancel': {
        ...detail,
        fulfilment: 'cancelled',
        cancellable: true,
        holdsStock: false,
        refundablePaise: 349800,
      },
    });
    renderApp('/admin/orders/ORD-AB12CD34');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-AB12CD34' });
    expect(within(dialog).getByRole('radio', { name: 'Refund all that is left (₹3,998)' })).toBeChecked();
    const restock = within(dialog).getByRole('checkbox', { name: 'Return 2 to stock' });
    expect(restock).not.toBeChecked(); // never preselected
    await user.click(restock);
    await user.click(within(dialog).getByRole('radio', { name: 'Refund part' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount to refund (₹)' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Box damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const [post] = api.to('POST /api/admin/orders/ORD-AB12CD34/cancel');
    expect(post?.body).toEqual({ refund: { amountPaise: 50000 }, restock: true, reason: 'Box damaged' });
    expect(new Headers(post?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 40_000);

  it('refunds part of a shipped order with nothing restocked by default, sending one Idempotency-Key', async () => {
    const user = setupUser();
    const shipped = { ...detail, fulfilment: 'shipped' as const, cancellable: false, nextFulfilment: [] };
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders/ORD-AB12CD34': shipped,
      'POST /api/admin/orders/ORD-AB12CD34/refund': {
        ...shipped,
        moneyStatus: 'partially refunded',
        refundedPaise: 50000,
        refundablePaise: 349800,
      },
    });
    renderApp('/admin/orders/ORD-AB12CD34');
    await user.click(await screen.findByRole('button', { name: 'Refund' }, LAZY_PAGE));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order ORD-AB12CD34' });
    const units = within(dialog).getByRole('spinbutton', { name: 'Units back to stock' });
    expect(units).toHaveValue(0);
    expect(units).toBeDisabled(); // the kit is with the buyer
    await user.click(within(dialog).getByRole('radio', { name: 'Refund part' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount to refund (₹)' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Missing motor');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const [post] = api.to('POST /api/admin/orders/ORD-AB12CD34/refund');
    expect(post?.body).toEqual({ amountPaise: 50000, reason: 'Missing motor', restockQuantity: 0 });
    expect(new Headers(post?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 40_000);

  it('prints a packing slip with the address, PIN code, items and the order id as a QR code', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/orders/ORD-AB12CD34': detail });
    renderApp('/admin/orders/ORD-AB12CD34/packing-slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip ORD-AB12CD34' }, LAZY_PAGE);
    expect(within(slip).getByRole('img', { name: 'QR code of order ORD-AB12CD34' })).toHaveAttribute(
      'src',
      '/api/admin/orders/ORD-AB12CD34/qr.svg',
    );
    expect(within(slip).getByLabelText('PIN code')).toHaveTextContent('PIN 411045');
    expect(within(slip).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      /Meera Iyer.*12 Lake View Road.*Pune, Maharashtra/,
    );
    expect(within(slip).getAllByRole('row')[1]).toHaveTextContent(/Line Follower Kit.*LFK-1.*2/);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await setupUser().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  }, 40_000);

  it('adds a staff note to the timeline with an Idempotency-Key', async () => {
    const user = setupUser();
    const noted = {
      ...detail,
      timeline: [
        ...detail.timeline,
        { at: '2026-06-06T04:30:00.000Z', kind: 'note', actor: 'Admin', data: { text: 'Call before delivery' } },
      ],
    };
    let current = detail;
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/orders/ORD-AB12CD34': () => current,
      'POST /api/admin/orders/ORD-AB12CD34/notes': () => (current = noted),
    });
    renderApp('/admin/orders/ORD-AB12CD34');
    await user.type(await screen.findByRole('textbox', { name: 'Add a note' }, LAZY_PAGE), 'Call before delivery');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Call before delivery')).toBeInTheDocument();
    const [post] = api.to('POST /api/admin/orders/ORD-AB12CD34/notes');
    expect(post?.body).toEqual({ text: 'Call before delivery' });
    expect(new Headers(post?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 40_000);
});
