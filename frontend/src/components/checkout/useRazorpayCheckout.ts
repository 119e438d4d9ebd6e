import { useTheme } from '@mui/material/styles';
import { useT } from '../../i18n/useT';
import { useToast } from '../toast';
import { loadCheckoutScript } from './load-checkout-script';
import type { RazorpayConstructor, RazorpayOptions, RazorpaySuccess } from './razorpay-types';

/** Razorpay's own script, for a server that names no checkout URL. */
const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

export interface CheckoutSession extends Omit<RazorpayOptions, 'handler' | 'modal' | 'theme'> {
  /** The payment went through: verify it with the server. */
  onPaid: (payment: RazorpaySuccess) => void;
  /** The payer closed the checkout without paying. */
  onDismiss: () => void;
  /** A payment attempt failed; the payer has been told why and may try again. */
  onFailed: () => void;
}

/** Opens the loaded checkout for one order. */
export type OpenCheckout = (session: CheckoutSession) => void;

/**
 * The Razorpay flow the workshop booking and the store share: `load` fetches the checkout script
 * (the server's sandbox one, else Razorpay's own) and resolves to an opener, or null when the
 * script cannot be loaded, so a caller can load it before reserving anything; the opener shows
 * the checkout in the site's colour with the server's order and tells a failed attempt with the
 * gateway's reason.
 */
export function useRazorpayCheckout(): { load: (checkoutUrl?: string | null) => Promise<OpenCheckout | null> } {
  const theme = useTheme();
  const { toast } = useToast();
  const { t } = useT();
  const load = async (checkoutUrl?: string | null): Promise<OpenCheckout | null> => {
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadCheckoutScript(checkoutUrl || RAZORPAY_CHECKOUT_JS);
    } catch {
      return null;
    }
    return ({ onPaid, onDismiss, onFailed, ...options }) => {
      const checkout = new Razorpay({
        ...options,
        theme: { color: theme.palette.primary.main },
        handler: onPaid,
        modal: { ondismiss: onDismiss },
      });
      checkout.on('payment.failed', (failure) => {
        toast({
          title: t('validation.paymentFailedTitle'),
          description: failure.error?.description || t('validation.paymentFailedFallback'),
          severity: 'error',
        });
        onFailed();
      });
      checkout.open();
    };
  };
  return { load };
}
