import { MESSAGES, type BuyerDetails, type CatalogProduct, type StoreVerifyResponse } from '@robo/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberBookerToken } from '../../../api/booker-tokens';
import { serverMessage } from '../../../api/errors';
import { SITE } from '../../../config/site';
import { useRazorpayCheckout, type RazorpaySuccess } from '../../../components/checkout';
import { useToast } from '../../../components/toast';
import {
  useCreateStoreOrderMutation,
  useLazyGetPublicConfigQuery,
  useOpenStoreCheckoutMutation,
  useReleaseStoreOrderMutation,
  useVerifyStorePaymentMutation,
} from '../api/checkout-api';

export const REDIRECT_AFTER_PAYMENT_MS = 1000;

interface ProductCheckoutOptions {
  product: CatalogProduct;
  qty: number;
  /** Called with the status screen's URL once the server has confirmed the payment. */
  onPaid: (redirectUrl: string) => void;
}

/**
 * The store checkout (spec §4): idle, then processing. Loads the config and the checkout script,
 * creates the order (stock is reserved on the server), tells the server the checkout opens (the
 * hold then lasts the whole payment), opens the checkout and verifies the
 * payment; a verified payment shows a toast and moves to the status screen after 1 second.
 */
export function useProductCheckout({ product, qty, onPaid }: ProductCheckoutOptions) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const checkoutScript = useRazorpayCheckout();
  const [getConfig] = useLazyGetPublicConfigQuery();
  const [createOrder] = useCreateStoreOrderMutation();
  const [verifyPayment] = useVerifyStorePaymentMutation();
  const [releaseOrder] = useReleaseStoreOrderMutation();
  const [openCheckout] = useOpenStoreCheckoutMutation();
  const [processing, setProcessing] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const fail = (title: string, description: string) => {
    toast({ title, description, severity: 'error' });
    setProcessing(false);
  };

  /** The status screen's order (ORD-…) is this browser's: its release token shows it the invoice there. */
  const rememberOrder = (redirectUrl: string, releaseToken: string) => {
    const orderId = new URL(redirectUrl, window.location.origin).searchParams.get('order_id');
    if (orderId) rememberBookerToken('order', orderId, releaseToken);
  };

  const verify = async (payment: RazorpaySuccess, releaseToken: string) => {
    let result: StoreVerifyResponse | undefined;
    try {
      result = await verifyPayment(payment).unwrap();
    } catch {
      console.error(MESSAGES.paymentVerificationFailed);
    }
    if (result?.redirectUrl) rememberOrder(result.redirectUrl, releaseToken);
    if (result?.success && result.redirectUrl) {
      const { redirectUrl } = result;
      toast({ title: MESSAGES.paymentSuccessful, severity: 'success' });
      onPaid(redirectUrl);
      redirectTimer.current = setTimeout(() => navigate(redirectUrl), REDIRECT_AFTER_PAYMENT_MS);
      return;
    }
    fail(MESSAGES.verificationErrorTitle, MESSAGES.verificationFailedAfterPayment);
    // A payment the server refunded (sold out meanwhile) still has a status screen that says so.
    if (result?.redirectUrl) navigate(result.redirectUrl);
  };

  const buy = async (buyer: BuyerDetails) => {
    setProcessing(true);
    const initFailed = (reason: string, description: string = MESSAGES.checkoutInitFailed) => {
      console.error(reason);
      fail(MESSAGES.checkoutErrorTitle, description);
    };

    let key: string | null = null;
    let checkoutUrl: string | null = null;
    try {
      ({ razorpay_key_id: key, checkout_url: checkoutUrl } = await getConfig(undefined, true).unwrap());
    } catch {
      return initFailed(MESSAGES.configFetchFailed);
    }
    if (!key) return initFailed(MESSAGES.configFetchFailed);

    const open = await checkoutScript.load(checkoutUrl);
    if (!open) return initFailed(MESSAGES.razorpayScriptFailed);

    let order;
    try {
      order = await createOrder({ productId: product.id, qty, ...buyer }).unwrap();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      return initFailed(MESSAGES.orderCreationFailed(String(status)), serverMessage(error, { clientErrorsOnly: true }));
    }
    // The stock is held briefly until the checkout opens; this keeps it for the whole payment.
    try {
      await openCheckout({ orderId: order.order_id, releaseToken: order.releaseToken }).unwrap();
    } catch (error) {
      return initFailed(MESSAGES.checkoutInitFailed, serverMessage(error, { clientErrorsOnly: true }));
    }

    open({
      key,
      order_id: order.order_id,
      amount: order.amount,
      currency: order.currency,
      name: SITE.brand,
      description: `${qty} x ${product.name}`,
      image: product.thumbnail || undefined,
      prefill: { name: buyer.customerName, email: buyer.customerEmail, contact: `+91${buyer.customerPhone}` },
      notes: { productId: product.id, sku: product.sku, qty: String(qty) },
      onPaid: (payment) => void verify(payment, order.releaseToken),
      onDismiss: () => {
        toast({ title: MESSAGES.checkoutClosed, severity: 'info' });
        setProcessing(false);
        // The stock goes back at once; Buy Now again opens a new order. Should this fail, the hold runs out by itself.
        void releaseOrder({ orderId: order.order_id, releaseToken: order.releaseToken })
          .unwrap()
          .catch(() => undefined);
      },
      onFailed: () => setProcessing(false),
    });
  };

  return { buy, processing };
}
