import {
  MESSAGES,
  type BuyerDetails,
  type CatalogProduct,
  type CreateOrderResponse,
  type StoreVerifyResponse,
} from '@robo/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { rememberBookerToken } from '../../../api/booker-tokens';
import { SITE } from '../../../config/site';
import { usePaymentSequence, type PaymentStep, type RazorpaySuccess } from '../../../components/checkout';
import { useToast } from '../../../components/toast';
import { translatedServerMessage, translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
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

/** What the console is told when a step before the checkout fails (the buyer sees MESSAGES.checkoutInitFailed or the server's reason). */
const START_FAILED: Record<Exclude<PaymentStep, 'prepare'>, string> = {
  config: MESSAGES.configFetchFailed,
  script: MESSAGES.razorpayScriptFailed,
  'open-hold': MESSAGES.checkoutInitFailed,
};

/**
 * The store checkout (spec §4) through the shared payment sequence (usePaymentSequence): idle,
 * then processing. The order is created (stock is reserved on the server) once the config and
 * the checkout script are there; a verified payment shows a toast and moves to the status screen
 * after 1 second; closing the checkout gives the stock back.
 */
export function useProductCheckout({ product, qty, onPaid }: ProductCheckoutOptions) {
  const { toast } = useToast();
  const { t, language } = useT();
  const navigate = useNavigate();
  const sequence = usePaymentSequence();
  const [getConfig] = useLazyGetPublicConfigQuery();
  const [createOrder] = useCreateStoreOrderMutation();
  const [verifyPayment] = useVerifyStorePaymentMutation();
  const [releaseOrder] = useReleaseStoreOrderMutation();
  const [openCheckout] = useOpenStoreCheckoutMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  /** The status screen's order (ORD-…) is this browser's: its release token shows it the invoice there. */
  const rememberOrder = (redirectUrl: string, releaseToken: string) => {
    const orderId = new URL(redirectUrl, window.location.origin).searchParams.get('order_id');
    if (orderId) rememberBookerToken('order', orderId, releaseToken);
  };

  const verify = async (payment: RazorpaySuccess, order: CreateOrderResponse) => {
    let result: StoreVerifyResponse | undefined;
    try {
      result = await verifyPayment(payment).unwrap();
    } catch {
      console.error(MESSAGES.paymentVerificationFailed);
    }
    if (result?.redirectUrl) rememberOrder(result.redirectUrl, order.releaseToken);
    if (result?.success && result.redirectUrl) {
      const { redirectUrl } = result;
      toast({ title: translateMessage(t, MESSAGES.paymentSuccessful), severity: 'success' });
      onPaid(redirectUrl);
      redirectTimer.current = setTimeout(() => navigate(redirectUrl), REDIRECT_AFTER_PAYMENT_MS);
      return;
    }
    toast({
      title: translateMessage(t, MESSAGES.verificationErrorTitle),
      description: translateMessage(t, MESSAGES.verificationFailedAfterPayment),
      severity: 'error',
    });
    sequence.stop();
    // A payment the server refunded (sold out meanwhile) still has a status screen that says so.
    if (result?.redirectUrl) navigate(result.redirectUrl);
  };

  const startFailed = (step: PaymentStep, error?: unknown) => {
    if (step === 'prepare') {
      const status = (error as { status?: unknown }).status;
      console.error(MESSAGES.orderCreationFailed(String(status)));
    } else console.error(START_FAILED[step]);
    const told =
      step === 'prepare' || step === 'open-hold'
        ? translatedServerMessage({ t, language }, error, { clientErrorsOnly: true })
        : undefined;
    toast({
      title: translateMessage(t, MESSAGES.checkoutErrorTitle),
      description: told ?? translateMessage(t, MESSAGES.checkoutInitFailed),
      severity: 'error',
    });
  };

  const buy = (buyer: BuyerDetails) =>
    sequence.start<CreateOrderResponse>({
      gatewayConfig: async () => {
        const { razorpay_key_id: key, checkout_url: checkoutUrl } = await getConfig(undefined, true).unwrap();
        return { key, checkoutUrl };
      },
      prepare: () => createOrder({ productId: product.id, qty, ...buyer }).unwrap(),
      openHold: (order) => openCheckout({ orderId: order.order_id, releaseToken: order.releaseToken }).unwrap(),
      checkout: (order) => ({
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
        name: SITE.brand,
        description: `${qty} x ${product.name}`,
        image: product.thumbnail || undefined,
        prefill: { name: buyer.customerName, email: buyer.customerEmail, contact: `+91${buyer.customerPhone}` },
        notes: { productId: product.id, sku: product.sku, qty: String(qty) },
      }),
      verify,
      dismissed: (order) => {
        toast({ title: translateMessage(t, MESSAGES.checkoutClosed), severity: 'info' });
        // The stock goes back at once; Buy Now again opens a new order. Should this fail, the hold runs out by itself.
        void releaseOrder({ orderId: order.order_id, releaseToken: order.releaseToken })
          .unwrap()
          .catch(() => undefined);
      },
      startFailed,
    });

  return { buy, processing: sequence.processing };
}
