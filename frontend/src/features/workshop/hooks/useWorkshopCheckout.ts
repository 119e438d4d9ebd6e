import { MESSAGES, type RegistrationResponse } from '@robo/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SITE } from '../../../config/site';
import { useRazorpayCheckout, type RazorpaySuccess } from '../../../components/checkout';
import { useToast } from '../../../components/toast';
import {
  useGetRazorpayConfigQuery,
  useOpenCheckoutMutation,
  useReleaseRegistrationMutation,
  useVerifyPaymentMutation,
} from '../api/workshop-api';
import { serverMessage } from '../../../api/errors';

/**
 * Pays a created registration: loads the checkout on demand, tells the server it opens (the hold
 * then lasts the whole payment), opens it with the server's order,
 * verifies the result with the server and goes to the thank-you page.
 */
export function useWorkshopCheckout({ registration, razorpayOrder, releaseToken }: RegistrationResponse) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const checkoutScript = useRazorpayCheckout();
  const config = useGetRazorpayConfigQuery();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [releaseRegistration] = useReleaseRegistrationMutation();
  const [openCheckout] = useOpenCheckoutMutation();
  const [processing, setProcessing] = useState(false);
  /** The seat hold as the server last gave it: short from the booking, the whole payment once the checkout opens. */
  const [hold, setHold] = useState(registration.hold);
  const { bookingId } = registration;

  const gatewayError = (description: string) => {
    toast({ title: MESSAGES.paymentGatewayErrorTitle, description, severity: 'error' });
    setProcessing(false);
  };

  const verify = async (payment: RazorpaySuccess) => {
    try {
      await verifyPayment({ ...payment, booking_id: bookingId }).unwrap();
    } catch (error) {
      toast({
        title: MESSAGES.paymentVerificationFailedTitle,
        description: serverMessage(error) ?? MESSAGES.paymentVerifyFailed,
        severity: 'error',
      });
      setProcessing(false);
      return;
    }
    toast({
      title: MESSAGES.paymentSuccessful,
      description: `Booking ${bookingId} is confirmed.`,
      severity: 'success',
    });
    navigate(`/thank-you/${encodeURIComponent(bookingId)}`);
  };

  const pay = async () => {
    setProcessing(true);
    const key = config.data?.keyId;
    if (!key) return gatewayError(MESSAGES.paymentGatewayNotConfigured);
    const open = await checkoutScript.load(config.data?.checkoutUrl);
    if (!open) return gatewayError(MESSAGES.paymentGatewayLoadFailed);
    // The seat is held briefly until the checkout opens; this keeps it for the whole payment.
    try {
      setHold(await openCheckout({ bookingId, releaseToken }).unwrap());
    } catch (error) {
      return gatewayError(serverMessage(error) ?? MESSAGES.paymentGatewayLoadFailed);
    }
    open({
      key,
      order_id: razorpayOrder.id,
      amount: razorpayOrder.amount,
      currency: razorpayOrder.currency,
      name: SITE.edition,
      description: `Workshop booking ${bookingId}`,
      prefill: { name: registration.parentName, email: registration.email, contact: registration.phoneNumber },
      notes: { bookingId },
      onPaid: (payment) => void verify(payment),
      // Closing the checkout ends processing; the booking summary stays open to try again.
      onDismiss: () => setProcessing(false),
      onFailed: () => setProcessing(false),
    });
  };

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
  return { pay, release, processing, gatewayUnavailable, configLoading: config.isLoading, hold };
}
