import { MESSAGES } from '@robo/domain';
import type { RazorpayConstructor } from './razorpay-types';

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds the checkout script from `src` once and resolves with `window.Razorpay`.
 * Rejects with 'Failed to load Razorpay script'; a failed load can be retried.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(MESSAGES.razorpayScriptFailed));
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
