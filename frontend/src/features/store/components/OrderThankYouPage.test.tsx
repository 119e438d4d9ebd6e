import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../../test/booking-fixtures';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import OrderThankYouPage from './OrderThankYouPage';

const renderOrder = (orderId: string) =>
  renderWithProviders(<OrderThankYouPage />, {
    route: `/thank-you/order/${orderId}`,
    path: '/thank-you/order/:orderId',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order confirmation page', () => {
  it('shows the order record', async () => {
    fakeFetch({
      'GET /api/order-details/ORD-ABCDEFGH23': () => orderDetails({ paymentStatus: null, orderStatus: null }),
    });
    renderOrder('ORD-ABCDEFGH23');
    expect(await screen.findByText('ORD-ABCDEFGH23')).toBeInTheDocument();
    expect(screen.getByText('RL-KIT-PB01')).toBeInTheDocument();
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    expect(screen.getByText('₹9,998')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' })).toBeInTheDocument();
  });

  it('sends the release token of the browser that placed the order and offers it the invoice', async () => {
    localStorage.setItem('robo.booker.order.ORD-ABCDEFGH23', 'token-123');
    const calls = fakeFetch({
      'GET /api/order-details/ORD-ABCDEFGH23': () => orderDetails({ invoiceUrl: '/api/invoices/3/pdf?x=1' }),
    });
    renderOrder('ORD-ABCDEFGH23');
    expect(await screen.findByRole('link', { name: 'Download tax invoice' })).toHaveAttribute(
      'href',
      '/api/invoices/3/pdf?x=1',
    );
    expect(new Headers(calls[0]?.headers).get('X-Release-Token')).toBe('token-123');
  });

  it('shows anyone else the order without an invoice link, and where to find it', async () => {
    const calls = fakeFetch({ 'GET /api/order-details/ORD-ABCDEFGH23': () => orderDetails({ masked: true }) });
    renderOrder('ORD-ABCDEFGH23');
    expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
    expect(new Headers(calls[0]?.headers).get('X-Release-Token')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download tax invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The invoice is shown only on the device that placed this order.',
    );
  });

  it("says only 'Order not found', under its own heading, after retrying twice", async () => {
    const calls = fakeFetch({
      'GET /api/order-details/ORD-NOSUCHORDR': () => refusal(404, 'ORDER_NOT_FOUND', 'Order not found'),
    });
    renderOrder('ORD-NOSUCHORDR');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // Only the not-found state: no confirmation heading above it.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Order not found']);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(3);
  }, 10000);
});

describe('order confirmation page in Hindi', () => {
  it('labels the order record in Hindi, with the date in India time', async () => {
    fakeFetch({
      'GET /api/order-details/ORD-ABCDEFGH23': () => orderDetails({ paymentStatus: null, orderStatus: 'shipped' }),
    });
    renderWithProviders(<OrderThankYouPage />, {
      route: '/thank-you/order/ORD-ABCDEFGH23',
      path: '/thank-you/order/:orderId',
      language: 'hi',
    });
    expect(await screen.findByText('ORD-ABCDEFGH23')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर की पुष्टि' })).toBeInTheDocument();
    expect(screen.getByText('आपके ऑर्डर के लिए धन्यवाद!')).toBeInTheDocument();
    expect(screen.getByText('भुगतान की स्थिति').nextSibling).toHaveTextContent('पूरा हुआ');
    expect(screen.getByText('ऑर्डर की स्थिति').nextSibling).toHaveTextContent('भेज दिया गया');
    expect(screen.getByText('ऑर्डर की तारीख').nextSibling).toHaveTextContent(/^24 नव॰ 2026, दोपहर 3:30$/);
    expect(screen.getByRole('button', { name: 'WhatsApp पर पुष्टि भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'और खरीदारी करें' })).toHaveAttribute('href', '/store');
  });
});
