import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField } from '../../../../components/form/FormTextField';
import {
  couponAdminSchema,
  couponFormToPayload,
  couponPayloadSchema,
  DEFAULT_COUPON_USAGE_LIMIT,
  MESSAGES,
  type AdminCoupon,
  paiseToRupees,
  type CouponAdminForm,
  type CouponAdminFormInput,
} from '@robo/domain';
import { useForm } from 'react-hook-form';
import { useCreateCouponMutation, useUpdateCouponMutation } from '../../api/coupons';
import { useSaveAction } from '../../hooks/useSaveAction';
import { ActiveSwitch } from '../ActiveSwitch';
import { FormDialog } from '../FormDialog';

function initialValues(coupon?: AdminCoupon): CouponAdminFormInput {
  if (!coupon) return { code: '', discountRupees: 0, usageLimit: DEFAULT_COUPON_USAGE_LIMIT, isActive: true };
  return {
    code: coupon.code,
    discountRupees: paiseToRupees(coupon.discountAmount),
    usageLimit: coupon.usageLimit,
    isActive: coupon.isActive,
  };
}

/** Create a coupon, or edit `coupon`. The discount is typed in rupees and sent in paise. */
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
      maxWidth="xs"
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
      <FormTextField
        control={control}
        name="discountRupees"
        numeric
        label="Discount"
        required
        fullWidth={false}
        slotProps={{
          htmlInput: { min: 0, step: 0.01 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        helperText="A flat amount in rupees"
      />
      <FormTextField
        control={control}
        name="usageLimit"
        numeric
        label="Usage limit"
        required
        fullWidth={false}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        helperText="How many registrations may use it"
      />
      <ActiveSwitch control={control} label="Active" />
    </FormDialog>
  );
}
