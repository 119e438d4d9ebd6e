import { formatPaise, MESSAGES, normalizeCouponCode, type CouponBooking, type CouponRule } from '@robo/domain';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { useT, type Translate } from '../../../i18n/useT';
import { useValidateCouponMutation } from '../api/workshop-api';
import { errorBody } from '../../../api/errors';

/** The applied coupon's rule: the form re-checks it and prices with it whenever the booking changes. */
export type AppliedCoupon = CouponRule;

/** "₹50 off" or "10% off", in the page's language. */
export const couponOffText = (t: Translate, coupon: AppliedCoupon) =>
  t('workshop.coupon.off', {
    amount: coupon.kind === 'percent' ? `${coupon.percentOff}%` : formatPaise(coupon.discountAmount),
  });

/** What the form knows of the booking, sent with the check so the server's scope message shows at once. */
export type CouponCheckContext = Omit<CouponBooking, 'originalAmount'>;

/**
 * The coupon entry: none applied → applied (valid check) → removed by the user. `error` is the
 * English MESSAGES text or the server's reason; CouponField shows it in the page's language.
 */
export function useCoupon() {
  const { toast } = useToast();
  const { t } = useT();
  const [validateCoupon, { isLoading: validating }] = useValidateCouponMutation();
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = async (booking: CouponCheckContext) => {
    const code = normalizeCouponCode(input);
    setInput(code);
    if (!code) {
      setError(MESSAGES.couponCodeEmpty);
      return;
    }
    setError(null);
    let check;
    try {
      check = await validateCoupon({ code, ...booking }).unwrap();
    } catch (failure) {
      // A refusal sent as an error status still carries the check's own reason.
      const reason = errorBody(failure)?.error;
      setError(typeof reason === 'string' && reason ? reason : MESSAGES.couponValidateFailed);
      return;
    }
    if (!check.valid || !check.coupon) {
      setError(check.error || MESSAGES.couponInvalid);
      return;
    }
    setApplied(check.coupon);
    toast({
      title: t('validation.couponApplied'),
      description: `${check.coupon.code}: ${couponOffText(t, check.coupon)}`,
      severity: 'success',
    });
  };

  const remove = () => {
    setApplied(null);
    setInput('');
    setError(null);
    toast({ title: t('validation.couponRemoved'), severity: 'info' });
  };

  const edit = (value: string) => {
    setInput(value);
    setError(null);
  };

  return { input, edit, applied, error, validating, apply, remove };
}

export type CouponState = ReturnType<typeof useCoupon>;
