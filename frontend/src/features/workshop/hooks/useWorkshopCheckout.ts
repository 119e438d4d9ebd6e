import { useState } from 'react';
import type { RegistrationResponse } from '@robo/domain';
import { useNavigate } from 'react-router';
import { SITE } from '../../../config/site';
import { usePaymentSequence, type PaymentStep, type RazorpaySuccess } from '../../../components/checkout';
import { useToast } from '../../../components/toast';
import {
  useGetRazorpayConfigQuery,
  useOpenCheckoutMutation,
  useReleaseRegistrationMutation,
  useVerifyPaymentMutation,
} from '../api/workshop-api';
import { translatedServerMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useLandingEdition } from './useLandingEdition';

/** What the parent is told when a step before the checkout fails (its catalogue key). */
const START_FAILED: Record<PaymentStep, string> = {
  config: 'validation.paymentGatewayNotConfigured',
  script: 'validation.paymentGatewayLoadFailed',
  prepare: 'validation.paymentGatewayLoadFailed',
  'open-hold': 'validation.paymentGatewayLoadFailed',
};

/**
 * Pays a created registration through the shared payment sequence (usePaymentSequence): the
 * booking already holds its seat; the checkout opens with the server's order, and a verified
 * payment goes to the thank-you page. Closing the checkout keeps the booking summary open to try again.
 */
export function useWorkshopCheckout({ registration, razorpayOrder, releaseToken }: RegistrationResponse) {
  const { toast } = useToast();
  const i18n = useT();
  const { t } = i18n;
  const navigate = useNavigate();
  const sequence = usePaymentSequence();
  const config = useGetRazorpayConfigQuery();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [releaseRegistration] = useReleaseRegistrationMutation();
  const [openCheckout] = useOpenCheckoutMutation();
  /** The seat hold as the server last gave it: short from the booking, the whole payment once the checkout opens. */
  const [hold, setHold] = useState(registration.hold);
  const edition = useLandingEdition();
  const { bookingId } = registration;

  const verify = async (payment: RazorpaySuccess) => {
    try {
      await verifyPayment({ ...payment, booking_id: bookingId }).unwrap();
    } catch (error) {
      toast({
        title: t('validation.paymentVerificationFailedTitle'),
        description: translatedServerMessage(i18n, error) ?? t('validation.paymentVerifyFailed'),
        severity: 'error',
      });
      sequence.stop();
      return;
    }
    toast({
      title: t('validation.paymentSuccessful'),
      description: t('checkout.confirmed', { bookingId }),
      severity: 'success',
    });
    navigate(`/thank-you/${encodeURIComponent(bookingId)}`);
  };

  const pay = () =>
    sequence.start({
      gatewayConfig: async () => ({ key: config.data?.keyId, checkoutUrl: config.data?.checkoutUrl }),
      prepare: async () => bookingId,
      openHold: async () => setHold(await openCheckout({ bookingId, releaseToken }).unwrap()),
      checkout: () => ({
        order_id: razorpayOrder.id,
        amount: razorpayOrder.amount,
        currency: razorpayOrder.currency,
        name: edition?.name ?? SITE.brand,
        description: t('checkout.description', { bookingId }),
        prefill: { name: registration.parentName, email: registration.email, contact: registration.phoneNumber },
        notes: { bookingId },
      }),
      verify,
      startFailed: (step, error) =>
        toast({
          title: t('validation.paymentGatewayErrorTitle'),
          description: (step === 'open-hold' && translatedServerMessage(i18n, error)) || t(START_FAILED[step]),
          severity: 'error',
        }),
    });

  /**
   * The parent leaves the payment: the seat goes back at once instead of at the end of the hold.
   * Should this fail, the hold runs out by itself.
   */
  const release = () =>
    void releaseRegistration({ bookingId, releaseToken })
      .unwrap()
      .catch(() => undefined);

  /** Known to be missing only once the config has been read. */
  const gatewayUnavailable = config.isSuccess && !config.data?.keyId;
  return {
    pay,
    release,
    processing: sequence.processing,
    gatewayUnavailable,
    configLoading: config.isLoading,
    hold,
  };
}
