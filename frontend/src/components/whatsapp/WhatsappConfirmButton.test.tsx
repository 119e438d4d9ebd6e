import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, reply } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { WhatsappConfirmButton } from './WhatsappConfirmButton';

const ORDER = { orderId: 'ORD-ABCDEFGH23', productName: 'PickBot Kit', sku: 'RL-KIT-PB01', qty: 2, amountInPaise: 999800 };
const SEND = 'POST /api/whatsapp/send-confirmation';

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn();
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function clickSend() {
  const user = userEvent.setup();
  renderWithProviders(<WhatsappConfirmButton order={ORDER} />);
  await user.click(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' }));
  const sent = await screen.findByRole('button', { name: 'Confirmation sent' });
  expect(sent).toBeDisabled();
}

function openedText(): string {
  const [url = '', target] = openSpy.mock.calls[0] ?? [];
  expect(target).toBe('_blank');
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://wa.me/919876543210');
  return parsed.searchParams.get('text') ?? '';
}

describe('WhatsApp confirmation button', () => {
  it('is done when the server sent the message', async () => {
    const calls = fakeFetch({ [SEND]: () => ({ ok: true }) });
    await clickSend();
    expect(calls[0]?.body).toEqual({ to: '', ...ORDER });
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('opens a prefilled wa.me chat when the server cannot send, and counts as sent', async () => {
    fakeFetch({ [SEND]: () => ({ ok: false }) });
    await clickSend();
    const text = openedText();
    expect(text).toContain('ORD-ABCDEFGH23');
    expect(text).toContain('2 x PickBot Kit (SKU RL-KIT-PB01)');
    expect(text).toContain('₹9,998');
  });

  it('falls back to wa.me when the call fails', async () => {
    fakeFetch({ [SEND]: () => reply(429, { statusCode: 429, message: 'Too many requests.' }) });
    await clickSend();
    expect(openedText()).toContain('ORD-ABCDEFGH23');
  });

  it('shows that it is sending while the server answers', async () => {
    let answer: (value: Response) => void = () => undefined;
    fakeFetch({ [SEND]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<WhatsappConfirmButton order={ORDER} />);
    await user.click(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(reply(200, { ok: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmation sent' })).toBeDisabled());
  });
});
