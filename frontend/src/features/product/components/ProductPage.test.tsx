import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ABUSE_MESSAGES, HOLDS_BUSY, rupees } from '@robo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayFailure, RazorpayOptions } from '../../../components/checkout';
import { catalogFile, catalogProduct } from '../../../test/catalog-fixtures';
import { fakeFetch, refusal, type FakeHandler } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import ProductPage from './ProductPage';

const pickbot = catalogProduct({
  id: 'prd-pickbot',
  name: 'PickBot Kit',
  slug: 'pickbot-kit',
  description: 'Build the competition robot.',
  category: 'Robotics Kits',
  price: rupees(4999),
  originalPrice: rupees(7500),
  sku: 'RL-KIT-PB01',
  brand: 'RoboLeague',
  inventory: 3,
  images: ['/uploads/pickbot-1.svg', '/uploads/pickbot-2.svg', '/uploads/pickbot-3.svg'],
  features: ['Servo-driven gripper arm', 'Line-following sensors'],
  specifications: { Power: '4 x AA batteries', Weight: '650 g' },
  whatsapp_help_text: 'Hi! Is PickBot right for a 10 year old?',
});
const soldOut = catalogProduct({ name: 'Circuit Starter', slug: 'circuit-starter', inventory: 0, specifications: {} });

const REDIRECT =
  '/thank-you?status=success&order_id=ORD-ABCDEFGH23&product_name=PickBot+Kit&sku=RL-KIT-PB01&quantity=2&amount=999800';

/** A stand-in for Razorpay's checkout.js: records what it was opened with. */
class FakeRazorpay {
  static last: FakeRazorpay | undefined;
  failed: Array<(failure: RazorpayFailure) => void> = [];
  opened = false;
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: string, callback: (failure: RazorpayFailure) => void) {
    this.failed.push(callback);
  }
  open() {
    this.opened = true;
  }
}

function serve(extra: Record<string, FakeHandler> = {}) {
  return fakeFetch({
    'GET /catalog.json': () => catalogFile([pickbot, soldOut]),
    'GET /api/config/public': () => ({ razorpay_key_id: 'rzp_test_sandbox', checkout_url: '/sandbox/checkout.js' }),
    'POST /api/razorpay/create-order': () => ({
      order_id: 'order_123',
      amount: 999800,
      currency: 'INR',
      releaseToken: 'token-123',
    }),
    'POST /api/store/orders/order_123/checkout': () => ({ holdExpiresAt: '2026-01-01T10:15:00.000Z' }),
    'POST /api/store/orders/order_123/release': () => ({ released: true }),
    'POST /api/store/verify-payment': () => ({ success: true, redirectUrl: REDIRECT }),
    ...extra,
  });
}

const renderProduct = (slug = 'pickbot-kit') =>
  renderWithProviders(<ProductPage />, { route: `/product/${slug}`, path: '/product/:slug' });

async function fillBuyerDetails(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Shipping details' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'meera@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '98765-01234');
  await user.type(within(dialog).getByRole('textbox', { name: 'Address line 1' }), '12 Lake View Road');
  await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Pune');
  await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'Maharashtra');
  await user.type(within(dialog).getByRole('textbox', { name: 'PIN code' }), '411045');
  await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
}

/** Chooses 2, fills the buyer's details and waits for the checkout to open. */
async function startCheckout(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Buy Now - ₹9,998' }));
  await fillBuyerDetails(user);
}

beforeEach(() => {
  FakeRazorpay.last = undefined;
  window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
});
afterEach(() => {
  delete window.Razorpay;
  vi.unstubAllGlobals();
  document.title = '';
});

describe('product page', { timeout: 15_000 }, () => {
  it('shows everything about the product', async () => {
    serve();
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'PickBot Kit' })).toBeInTheDocument();
    expect(screen.getByText('Few left')).toBeInTheDocument();
    expect(screen.getByText('Robotics Kits', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    expect(screen.getByText('33% OFF')).toBeInTheDocument();
    expect(screen.getByText('(Incl. all taxes)')).toBeInTheDocument();
    expect(screen.getByText('Special launch price - Limited time offer!')).toBeInTheDocument();
    for (const [label, value] of [
      ['SKU', 'RL-KIT-PB01'],
      ['Brand', 'RoboLeague'],
      ['Units in stock', '3'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('button', { name: 'Buy Now - ₹4,999' })).toBeEnabled();
    const help = screen.getByRole('link', { name: 'Need Help? WhatsApp Us' });
    expect(help).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Hi! Is PickBot right for a 10 year old?')}`,
    );
    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(screen.getByText('Servo-driven gripper arm')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Specifications' })).getByRole('rowheader', { name: 'Weight' }),
    ).toBeInTheDocument();
    for (const trust of ['Free Shipping Nationwide', 'Easy Returns', '7 day policy', 'Quality Assured']) {
      expect(screen.getByText(trust)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'About This Product' })).toBeInTheDocument();
  });

  it('sets the title and structured data, and restores the title on leaving', async () => {
    serve();
    document.title = 'RoboLeague';
    const { unmount } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'PickBot Kit' });
    expect(document.title).toBe('PickBot Kit | RoboLeague Store');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'PickBot Kit',
      offers: { price: '4999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    unmount();
    expect(document.title).toBe('RoboLeague');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('bounds the quantity by 1 and by the stock, and prices the button', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderProduct();
    const less = await screen.findByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now - ₹14,997' })).toBeInTheDocument();
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Buy Now - ₹9,998' })).toBeInTheDocument();
  });

  it('cannot be bought when out of stock', async () => {
    serve();
    renderProduct('circuit-starter');
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('takes the stock from the live stock call over the catalogue file, which may lag', async () => {
    serve({ 'GET /api/stock': () => ({ 'prd-pickbot': 0, [soldOut.id]: 4 }) });
    renderProduct('pickbot-kit');
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('shows the product a server-rendered page carries, with live stock, without fetching the whole catalogue', async () => {
    const calls = serve({ 'GET /api/stock': () => ({ 'prd-pickbot': 0 }) });
    renderWithProviders(<ProductPage />, {
      route: '/product/pickbot-kit',
      path: '/product/:slug',
      serverData: { product: pickbot },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'PickBot Kit' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(calls.map((c) => c.url)).toEqual(['/api/stock']);
  });

  it('pages through the pictures and zooms in', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderProduct();
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'PickBot Kit — image 2 of 3' })).toHaveAttribute(
      'src',
      '/uploads/pickbot-2.svg',
    );

    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    const zoom = await screen.findByRole('dialog', { name: 'PickBot Kit (enlarged)' });
    expect(within(zoom).getByRole('img')).toHaveAttribute('src', '/uploads/pickbot-2.svg');
  });

  it("shows 'Product not found' for an unknown slug", async () => {
    serve();
    renderProduct('no-such-kit');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/store');
  });

  describe('checkout', { timeout: 20_000 }, () => {
    it("asks for the buyer's details with the validation messages", async () => {
      serve();
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await user.click(await screen.findByRole('button', { name: 'Buy Now - ₹4,999' }));
      const dialog = await screen.findByRole('dialog', { name: 'Shipping details' });
      await user.type(within(dialog).getByRole('textbox', { name: 'PIN code' }), '0110ab45');
      expect(within(dialog).getByRole('textbox', { name: 'PIN code' })).toHaveValue('011045');
      await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
      for (const message of [
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Please enter a valid 10-digit mobile number',
        'Address is required',
        'City is required',
        'State is required',
        'Please enter a valid 6-digit PIN code',
      ]) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      expect(FakeRazorpay.last).toBeUndefined();
    });

    it('takes an optional GSTIN for the tax invoice, refusing one whose checksum is wrong', async () => {
      const calls = serve();
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await user.click(await screen.findByRole('button', { name: 'Buy Now - ₹4,999' }));
      const dialog = await screen.findByRole('dialog', { name: 'Shipping details' });
      const gstin = within(dialog).getByRole('textbox', { name: 'GSTIN (optional, for the tax invoice)' });
      await user.type(gstin, '27aapfu0939f1za');
      await fillBuyerDetails(user);
      expect(
        await within(dialog).findByText('Please enter a valid 15-character GSTIN, or leave it empty'),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.url === '/api/razorpay/create-order')).toBeUndefined();

      await user.clear(gstin);
      await user.type(gstin, '27aapfu0939f1zv');
      await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
      await waitFor(() =>
        expect(calls.find((c) => c.url === '/api/razorpay/create-order')?.body).toMatchObject({
          buyerGstin: '27AAPFU0939F1ZV',
        }),
      );
    });

    it('creates the order, opens the checkout, verifies the payment and moves on after 1 second', async () => {
      const calls = serve();
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();

      expect(calls.find((c) => c.url === '/api/razorpay/create-order')?.body).toEqual({
        productId: 'prd-pickbot',
        qty: 2,
        customerName: 'Meera Iyer',
        customerEmail: 'meera@example.com',
        customerPhone: '9876501234',
        shippingAddress: {
          line1: '12 Lake View Road',
          line2: '',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411045',
        },
      });
      expect(FakeRazorpay.last!.options).toMatchObject({
        key: 'rzp_test_sandbox',
        order_id: 'order_123',
        amount: 999800,
        currency: 'INR',
        notes: { productId: 'prd-pickbot', sku: 'RL-KIT-PB01', qty: '2' },
        prefill: { name: 'Meera Iyer', email: 'meera@example.com', contact: '+919876501234' },
        theme: { color: '#1b5e20' },
      });

      const payment = { razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
      FakeRazorpay.last!.options.handler(payment);
      // The success dialog hides the rest of the page from assistive tech, toast included.
      await waitFor(() =>
        expect(screen.getAllByRole('status', { hidden: true }).map((toast) => toast.textContent)).toContain(
          'Payment Successful!',
        ),
      );
      const success = await screen.findByRole('dialog', { name: 'Payment Successful!' });
      expect(within(success).getByText('ORD-ABCDEFGH23')).toBeInTheDocument();
      expect(within(success).getByText('₹9,998')).toBeInTheDocument();
      expect(within(success).getByRole('button', { name: 'Send confirmation on WhatsApp' })).toBeInTheDocument();
      expect(within(success).getByRole('button', { name: 'Copy order ID' })).toBeInTheDocument();
      expect(calls.find((c) => c.url === '/api/store/verify-payment')?.body).toEqual(payment);
      // The order page will show this browser the invoice: it keeps the order's release token.
      expect(localStorage.getItem('robo.booker.order.ORD-ABCDEFGH23')).toBe('token-123');
      expect(screen.queryByText(/^Navigated to/)).not.toBeInTheDocument();
      expect(await screen.findByText(`Navigated to ${REDIRECT}`, {}, { timeout: 2000 })).toBeInTheDocument();
    });

    it("says 'Checkout closed' when the checkout is dismissed, gives the stock back and lets the buyer try again", async () => {
      const calls = serve();
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      expect(calls.filter((c) => c.url.endsWith('/release'))).toHaveLength(0);
      FakeRazorpay.last!.options.modal!.ondismiss!();
      expect(await screen.findByText('Checkout closed')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Buy Now - ₹9,998' })).toBeEnabled();
      await waitFor(() =>
        expect(calls.find((c) => c.url === '/api/store/orders/order_123/release')?.body).toEqual({
          releaseToken: 'token-123',
        }),
      );
    });

    it("reports a failed payment with the provider's description, or the fallback", async () => {
      serve();
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      FakeRazorpay.last?.failed[0]?.({ error: { description: 'Card declined by bank' } });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Payment Failed');
      expect(alert).toHaveTextContent('Card declined by bank');
      FakeRazorpay.last?.failed[0]?.({});
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
      );
    });

    it("shows the server's reason when the order is refused", async () => {
      serve({
        'POST /api/razorpay/create-order': () =>
          refusal(409, 'OUT_OF_STOCK', 'Only 1 left in stock. Please choose a smaller quantity.'),
      });
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Checkout Error');
      expect(alert).toHaveTextContent('Only 1 left in stock. Please choose a smaller quantity.');
      expect(FakeRazorpay.last).toBeUndefined();
    });

    it('says many families are ordering when the hoarding alarm share refuses the order, and sends it only once', async () => {
      const calls = serve({
        'POST /api/razorpay/create-order': () => refusal(429, HOLDS_BUSY, ABUSE_MESSAGES.holdsBusy.order),
      });
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Checkout Error');
      expect(alert).toHaveTextContent(ABUSE_MESSAGES.holdsBusy.order);
      expect(calls.filter((c) => c.url === '/api/razorpay/create-order')).toHaveLength(1);
      expect(FakeRazorpay.last).toBeUndefined();
    });

    it("says 'Unable to initialize checkout' when the config cannot be read", async () => {
      serve({ 'GET /api/config/public': () => refusal(500, 'INTERNAL_ERROR', 'Something went wrong.') });
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Checkout Error');
      expect(alert).toHaveTextContent('Unable to initialize checkout. Please try again.');
    });

    it('reports a payment the server could not verify', async () => {
      serve({
        'POST /api/store/verify-payment': () =>
          refusal(400, 'PAYMENT_VERIFICATION_FAILED', 'Payment verification failed'),
      });
      const user = userEvent.setup({ delay: null });
      renderProduct();
      await startCheckout(user);
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      FakeRazorpay.last!.options.handler({
        razorpay_order_id: 'order_123',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'forged',
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Verification Error');
      expect(alert).toHaveTextContent('Payment successful but verification failed. Please contact support.');
    });
  });
});

describe('product page in Hindi and Marathi', { timeout: 15_000 }, () => {
  const renderIn = (language: 'hi' | 'mr') =>
    renderWithProviders(<ProductPage />, { route: '/product/pickbot-kit', path: '/product/:slug', language });

  it('says "Buy Now" and the page around it in Hindi; the product stays as the catalogue names it', async () => {
    serve();
    renderIn('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'PickBot Kit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी खरीदें - ₹4,999' })).toBeEnabled();
    expect(screen.getByText('कुछ ही बचे हैं')).toBeInTheDocument();
    expect(screen.getByText('33% छूट')).toBeInTheDocument();
    expect(screen.getByText('(सभी टैक्स सहित)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'मात्रा' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इस प्रोडक्ट के बारे में' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PickBot Kit | RoboLeague स्टोर'));
  });

  it('says an unknown product is not found, in Hindi', async () => {
    serve();
    renderWithProviders(<ProductPage />, { route: '/product/no-such-kit', path: '/product/:slug', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोडक्ट नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्टोर पर वापस जाएँ' })).toHaveAttribute('href', '/store');
  });

  it('labels the shipping details dialog in Marathi', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderIn('mr');
    await user.click(await screen.findByRole('button', { name: 'आत्ता खरेदी करा - ₹4,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'डिलिव्हरीचा पत्ता' });
    for (const label of ['पूर्ण नाव', 'ई-मेल', 'मोबाइल नंबर', 'पत्ता (ओळ 1)', 'शहर', 'राज्य', 'पिन कोड'])
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पेमेंटसाठी पुढे जा' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करा' })).toBeInTheDocument();
  });
});
