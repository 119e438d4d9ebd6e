import { useState } from 'react';
import type { RazorpaySuccess } from './razorpay-types';
import { useRazorpayCheckout, type CheckoutSession } from './useRazorpayCheckout';

/** The steps before the checkout opens, in order; a failed one ends the sequence. */
export type PaymentStep = 'config' | 'script' | 'prepare' | 'open-hold';

/** What one kind of payment (a workshop booking, a store order) supplies to the shared sequence. */
export interface PaymentSequence<Payable> {
  /** The gateway's key (none: not configured) and checkout script URL. */
  gatewayConfig: () => Promise<{ key?: string | null; checkoutUrl?: string | null }>;
  /** The thing to pay, held on the server (the store creates its order now; a booking exists already). */
  prepare: () => Promise<Payable>;
  /** Tells the server the checkout opens: the hold, short until then, lasts the whole payment. */
  openHold: (payable: Payable) => Promise<unknown>;
  /** What the checkout shows and sends for it. */
  checkout: (payable: Payable) => Omit<CheckoutSession, 'key' | 'onPaid' | 'onDismiss' | 'onFailed'>;
  /** The payment went through: verify it with the server (call `stop` when that fails). */
  verify: (payment: RazorpaySuccess, payable: Payable) => Promise<void>;
  /** The payer closed the checkout without paying. */
  dismissed?: (payable: Payable) => void;
  /** A step before the checkout failed: tell the payer. */
  startFailed: (step: PaymentStep, error?: unknown) => void;
}

/**
 * The one payment sequence of the workshop booking and the store: config, checkout script, the
 * thing to pay, opening its hold, then the checkout and verification; `processing` from the start
 * until it fails, is closed or its payment fails (the payer may try again).
 */
export function usePaymentSequence() {
  const checkoutScript = useRazorpayCheckout();
  const [processing, setProcessing] = useState(false);
  const stop = () => setProcessing(false);

  const start = async <Payable>(sequence: PaymentSequence<Payable>): Promise<void> => {
    setProcessing(true);
    const failed = (step: PaymentStep, error?: unknown) => {
      sequence.startFailed(step, error);
      stop();
    };
    let config;
    try {
      config = await sequence.gatewayConfig();
    } catch (error) {
      return failed('config', error);
    }
    const { key, checkoutUrl } = config;
    if (!key) return failed('config');
    const open = await checkoutScript.load(checkoutUrl);
    if (!open) return failed('script');
    let payable: Payable;
    try {
      payable = await sequence.prepare();
    } catch (error) {
      return failed('prepare', error);
    }
    try {
      await sequence.openHold(payable);
    } catch (error) {
      return failed('open-hold', error);
    }
    open({
      key,
      ...sequence.checkout(payable),
      onPaid: (payment) => void sequence.verify(payment, payable),
      onDismiss: () => {
        stop();
        sequence.dismissed?.(payable);
      },
      onFailed: stop,
    });
  };

  return { start, stop, processing };
}
