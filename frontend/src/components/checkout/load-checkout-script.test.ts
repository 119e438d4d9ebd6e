import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckoutScript } from './load-checkout-script';
import type { RazorpayConstructor } from './razorpay-types';

const scripts = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll('script').forEach((s) => s.remove());
});

describe('loadCheckoutScript', () => {
  it('adds the script once and resolves with window.Razorpay when it loads', async () => {
    const src = 'http://localhost/sandbox/checkout.js';
    const first = loadCheckoutScript(src);
    const second = loadCheckoutScript(src);
    expect(scripts(src)).toHaveLength(1);

    const Razorpay = function FakeRazorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
  });

  it('rejects with the spec message when the script fails, and can try again', async () => {
    const src = 'http://localhost/unreachable/checkout.js';
    const attempt = loadCheckoutScript(src);
    scripts(src)[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Failed to load Razorpay script');
    expect(scripts(src)).toHaveLength(0);

    void loadCheckoutScript(src).catch(() => undefined);
    expect(scripts(src)).toHaveLength(1);
  });

  it('does not add a script when the checkout is already there', async () => {
    const Razorpay = function FakeRazorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    await expect(loadCheckoutScript('http://localhost/other.js')).resolves.toBe(Razorpay);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
