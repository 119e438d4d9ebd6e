import { paise } from '@robo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callArgs } from '../../test/calls';
import { fakeFetch, refusal, reply } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { WhatsappConfirmButton } from './WhatsappConfirmButton';

const ORDER = {
  orderId: 'ORD-ABCDEFGH23',
  productName: 'PickBot Kit',
  sku: 'RL-KIT-PB01',
  qty: 2,
  amountInPaise: paise(999800),
};
const SEND = 'POST /api/whatsapp/send-confirmation';

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn();
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Clicks the button and expects it to end disabled with `label`: what really happened. */
async function clickSend(label: 'Sent on WhatsApp' | 'Opened WhatsApp') {
  const user = userEvent.setup();
  renderWithProviders(<WhatsappConfirmButton order={ORDER} />);
  await user.click(screen.getByRole('button', { name: 'Send confirmation on WhatsApp' }));
  const done = await screen.findByRole('button', { name: label });
  expect(done).toBeDisabled();
}

function openedText(): string {
  const [url, target] = callArgs(openSpy);
  expect(target).toBe('_blank');
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://wa.me/919876543210');
  return parsed.searchParams.get('text') ?? '';
}

describe('WhatsApp confirmation button', () => {
  it("says 'Sent on WhatsApp' when the server sent the message", async () => {
    const calls = fakeFetch({ [SEND]: () => ({ ok: true }) });
    await clickSend('Sent on WhatsApp');
    expect(calls[0]?.body).toEqual({ to: '', ...ORDER });
    expect(openSpy).not.toHaveBeenCalled();
  });

  it("opens a prefilled wa.me chat when the server cannot send, and says 'Opened WhatsApp'", async () => {
    fakeFetch({ [SEND]: () => ({ ok: false }) });
    await clickSend('Opened WhatsApp');
    const text = openedText();
    expect(text).toContain('ORD-ABCDEFGH23');
    expect(text).toContain('2 x PickBot Kit (SKU RL-KIT-PB01)');
    expect(text).toContain('₹9,998');
  });

  it('falls back to wa.me when the call fails', async () => {
    fakeFetch({ [SEND]: () => refusal(429, 'TOO_MANY_REQUESTS', 'Too many requests.') });
    await clickSend('Opened WhatsApp');
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sent on WhatsApp' })).toBeDisabled());
  });
});
