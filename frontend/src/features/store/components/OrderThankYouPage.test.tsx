import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, reply } from '../../../test/fake-fetch';
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
      'GET /api/order-details/ORD-ABCDEFGH23': () => ({
        orderId: 'ORD-ABCDEFGH23',
        productName: 'PickBot Kit',
        productSku: 'RL-KIT-PB01',
        quantity: 2,
        unitPrice: 499900,
        totalAmount: 999800,
        paymentStatus: null,
        orderStatus: null,
        createdAt: '2026-01-05T10:00:00.000Z',
      }),
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

  it("says 'Order not found' after retrying twice", async () => {
    const calls = fakeFetch({
      'GET /api/order-details/ORD-NOSUCHORDR': () => reply(404, { statusCode: 404, message: 'Order not found' }),
    });
    renderOrder('ORD-NOSUCHORDR');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(3);
  }, 10000);
});
