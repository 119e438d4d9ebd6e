import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../../components/form/FormTextField';
import {
  couponAdminSchema,
  couponFormToPayload,
  couponPayloadSchema,
  DEFAULT_COUPON_USAGE_LIMIT,
  indiaDayBefore,
  indiaDayOf,
  MESSAGES,
  type AdminCoupon,
  paiseToRupees,
  type CouponAdminForm,
  type CouponAdminFormInput,
} from '@robo/domain';
import { useForm } from 'react-hook-form';
import { useCreateCouponMutation, useUpdateCouponMutation } from '../../api/coupons';
import { useSaveAction } from '../../../../components/admin/hooks/useSaveAction';
import { ActiveSwitch } from '../../../../components/admin/ActiveSwitch';
import { FormDialog } from '../../../../components/form/FormDialog';
import { CouponRuleFields } from './CouponRuleFields';

/** A new coupon's form: flat, single use, open everywhere and at any time. */
export const NEW_COUPON_RULE: Omit<CouponAdminFormInput, 'code'> = {
  kind: 'flat',
  discountRupees: 0,
  percentOff: Number.NaN,
  validFromDay: '',
  validUntilDay: '',
  venueIds: [],
  gradeGroups: [],
  editionId: null,
  appliesToTickets: true,
  appliesToKits: true,
  perContactLimit: Number.NaN,
  minAmountRupees: 0,
  usageLimit: DEFAULT_COUPON_USAGE_LIMIT,
  isActive: true,
};

function initialValues(coupon?: AdminCoupon): CouponAdminFormInput {
  if (!coupon) return { code: '', ...NEW_COUPON_RULE };
  return {
    code: coupon.code,
    kind: coupon.kind,
    discountRupees: paiseToRupees(coupon.discountAmount),
    percentOff: coupon.percentOff ?? Number.NaN,
    validFromDay: coupon.validFrom ? indiaDayOf(coupon.validFrom) : '',
    validUntilDay: coupon.validUntil ? indiaDayBefore(coupon.validUntil) : '',
    venueIds: coupon.venueIds ?? [],
    gradeGroups: coupon.gradeGroups ?? [],
    editionId: coupon.editionId,
    appliesToTickets: coupon.appliesToTickets,
    appliesToKits: coupon.appliesToKits,
    perContactLimit: coupon.perContactLimit ?? Number.NaN,
    minAmountRupees: paiseToRupees(coupon.minAmountPaise),
    usageLimit: coupon.usageLimit,
    isActive: coupon.isActive,
  };
}

/** Create a coupon, or edit `coupon`. Amounts are typed in rupees and sent in paise. */
export function CouponFormDialog({ coupon, onClose }: { coupon?: AdminCoupon; onClose: () => void }) {
  const [createCoupon, creating] = useCreateCouponMutation();
  const [updateCoupon, updating] = useUpdateCouponMutation();
  const busy = creating.isLoading || updating.isLoading;
  const { failed, save } = useSaveAction(onClose);
  const { control, handleSubmit, setError } = useForm<CouponAdminFormInput, unknown, CouponAdminForm>({
    resolver: zodResolver(couponAdminSchema),
    defaultValues: initialValues(coupon),
  });

  const onValid = async (form: CouponAdminForm) => {
    // The form allows ₹0, the stored amount must be at least one paisa: say so before asking the server.
    const checked = couponPayloadSchema.safeParse(couponFormToPayload(form));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue?.path[0] === 'discountAmount' ? 'discountRupees' : 'code', { message: issue?.message });
      return;
    }
    await save(
      () => (coupon ? updateCoupon({ id: coupon.id, body: checked.data }) : createCoupon(checked.data)).unwrap(),
      coupon ? MESSAGES.couponUpdated : MESSAGES.couponCreated,
      coupon ? MESSAGES.couponUpdateFailed : MESSAGES.couponCreateFailed,
    );
  };

  return (
    <FormDialog
      title={coupon ? `Edit ${coupon.code}` : 'Create Coupon'}
      submitLabel={coupon ? 'Save Changes' : 'Create Coupon'}
      maxWidth="sm"
      busy={busy}
      failed={failed}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="code"
        label="Coupon code"
        required
        fullWidth={false}
        autoComplete="off"
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        helperText="Saved in capitals, 2 to 20 characters"
      />
      <CouponRuleFields control={control} />
      <ActiveSwitch control={control} label="Active" />
    </FormDialog>
  );
}
