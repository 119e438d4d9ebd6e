import { paise } from '@robo/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetails as storedOrder } from '../../../test/booking-fixtures';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import OrderStatusPage from './OrderStatusPage';

const ORDER_QUERY = 'order_id=ORD-ABCDEFGH23&product_name=PickBot+Kit&sku=RL-KIT-PB01&quantity=2&amount=999800';
const DETAILS = 'GET /api/order-details/ORD-ABCDEFGH23';
const renderStatus = (query: string) =>
  renderWithProviders(<OrderStatusPage />, { route: `/thank-you?${query}`, path: '/thank-you' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order status screen', () => {
  it('confirms a paid order with the server’s details, next steps and WhatsApp button', async () => {
    fakeFetch({ [DETAILS]: () => storedOrder() });
    renderStatus(`status=success&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(await screen.findByText('PickBot Kit')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('ORD-ABCDEFGH23')).toBeInTheDocument();
    expect(screen.getByText('₹9,998')).toBeInTheDocument();
    expect(screen.getByText(/processed within 1-2 business days/)).toBeInTheDocument();
    expect(screen.getByText(/tracking details by e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/support team is on WhatsApp/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' })).toBeEnabled();
    for (const name of ['Back to Store', 'Continue Shopping'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows what the server stored, not what a crafted link claims', async () => {
    fakeFetch({
      [DETAILS]: () =>
        storedOrder({
          paymentStatus: 'pending',
          productName: 'Circuit Starter Kit',
          quantity: 1,
          totalAmount: paise(89900),
        }),
    });
    renderStatus('status=success&order_id=ORD-ABCDEFGH23&product_name=Free+Robot&sku=X&quantity=5&amount=100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Pending' })).toBeInTheDocument();
    expect(screen.getByText('Circuit Starter Kit')).toBeInTheDocument();
    expect(screen.getByText('₹899')).toBeInTheDocument();
    expect(screen.queryByText('Free Robot')).not.toBeInTheDocument();
    expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
  });

  it('asks a pending buyer to wait', async () => {
    fakeFetch({ [DETAILS]: () => storedOrder({ paymentStatus: 'pending' }) });
    renderStatus(`status=pending&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Pending' })).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText("Your payment is being verified... don't refresh or close this page")).toBeInTheDocument();
    expect(await screen.findByText('PickBot Kit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send confirmation on WhatsApp' })).not.toBeInTheDocument();
  });

  it.each(['failed', 'cancelled', ''])('treats status "%s" as an order issue', async (status) => {
    fakeFetch({ [DETAILS]: () => storedOrder({ paymentStatus: 'failed' }) });
    renderStatus(`status=${status}&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Issue' })).toBeInTheDocument();
    expect(await screen.findByText('PickBot Kit')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it("says 'Order not found' for an order the server does not know, after the read's two retries", async () => {
    // The retries wait seconds between attempts (spec §7): fake timers skip the waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = fakeFetch({ [DETAILS]: () => refusal(404, 'ORDER_NOT_FOUND', 'Order not found') });
      renderStatus(`status=success&${ORDER_QUERY}`);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
      expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url.startsWith(DETAILS.replace('GET ', '')))).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the confirmation through the wa.me fallback when the server has no provider', async () => {
    const calls = fakeFetch({
      [DETAILS]: () => storedOrder(),
      'POST /api/whatsapp/send-confirmation': () => ({ ok: false }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderStatus(`status=success&${ORDER_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Send confirmation on WhatsApp' }));
    expect(await screen.findByRole('button', { name: 'Opened WhatsApp' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      orderId: 'ORD-ABCDEFGH23',
      productName: 'PickBot Kit',
      sku: 'RL-KIT-PB01',
      qty: 2,
      amountInPaise: 999800,
    });
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/919876543210\?text=.*ORD-ABCDEFGH23/);
  });

  it.each(['', 'status=success'])(
    "shows 'Invalid Access' without an order id (%p) and goes home after 2 seconds",
    async (query) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        renderStatus(query);
        expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Access');
        await vi.advanceTimersByTimeAsync(1500);
        expect(screen.queryByText('Navigated to /')).not.toBeInTheDocument();
        await vi.advanceTimersByTimeAsync(600);
        expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe('order status screen in Marathi', () => {
  it('says a link without an order is not valid, in Marathi', () => {
    fakeFetch({});
    renderWithProviders(<OrderStatusPage />, {
      route: '/thank-you?status=success',
      path: '/thank-you',
      language: 'mr',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ही लिंक वैध नाही' })).toBeInTheDocument();
  });

  it('confirms a paid order with its next steps in Marathi', async () => {
    fakeFetch({ [DETAILS]: () => storedOrder() });
    renderWithProviders(<OrderStatusPage />, {
      route: `/thank-you?status=success&${ORDER_QUERY}`,
      path: '/thank-you',
      language: 'mr',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डरची पुष्टी झाली!' })).toBeInTheDocument();
    expect(await screen.findByText('PickBot Kit')).toBeInTheDocument();
    expect(screen.getByText('प्रॉडक्ट कोड')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पुढे काय होईल' })).toBeInTheDocument();
    expect(screen.getByText(/1-2 कामकाजाच्या दिवसांत/)).toBeInTheDocument();
    expect(document.title).toBe('ऑर्डरची पुष्टी झाली! | RoboLeague स्टोअर');
  });
});
