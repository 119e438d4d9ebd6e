import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import OrderStatusPage from './OrderStatusPage';

const ORDER_QUERY = 'order_id=ORD-ABCDEFGH23&product_name=PickBot+Kit&sku=RL-KIT-PB01&quantity=2&amount=999800';
const renderStatus = (query: string) => renderWithProviders(<OrderStatusPage />, { route: `/thank-you?${query}`, path: '/thank-you' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order status screen', () => {
  it('confirms a successful order with its details, next steps and WhatsApp button', () => {
    renderStatus(`status=success&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('ORD-ABCDEFGH23')).toBeInTheDocument();
    expect(screen.getByText('PickBot Kit')).toBeInTheDocument();
    expect(screen.getByText('₹9,998')).toBeInTheDocument();
    expect(screen.getByText(/processed within 1-2 business days/)).toBeInTheDocument();
    expect(screen.getByText(/tracking details by e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/support team is on WhatsApp/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' })).toBeEnabled();
    for (const name of ['Back to Store', 'Continue Shopping']) expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('asks a pending buyer to wait', () => {
    renderStatus(`status=pending&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Pending' })).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText("Your payment is being verified... don't refresh or close this page")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send confirmation on WhatsApp' })).not.toBeInTheDocument();
  });

  it.each(['failed', 'cancelled', ''])('treats status "%s" as an order issue', (status) => {
    renderStatus(`status=${status}&${ORDER_QUERY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Issue' })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('sends the confirmation through the wa.me fallback when the server has no provider', async () => {
    const calls = fakeFetch({ 'POST /api/whatsapp/send-confirmation': () => ({ ok: false }) });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderStatus(`status=success&${ORDER_QUERY}`);
    await user.click(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' }));
    expect(await screen.findByRole('button', { name: 'Confirmation sent' })).toBeDisabled();
    expect(calls[0]?.body).toMatchObject({ orderId: 'ORD-ABCDEFGH23', productName: 'PickBot Kit', sku: 'RL-KIT-PB01', qty: 2, amountInPaise: 999800 });
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/919876543210\?text=.*ORD-ABCDEFGH23/);
  });

  it("shows 'Invalid Access' without an order or a status and goes home after 2 seconds", async () => {
    const shownAt = Date.now();
    renderStatus('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Access');
    expect(screen.queryByText('Navigated to /')).not.toBeInTheDocument();
    await screen.findByText('Navigated to /', {}, { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });
});
