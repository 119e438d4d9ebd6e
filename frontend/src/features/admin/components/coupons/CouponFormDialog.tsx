import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CouponAdminFormInput, unknown, CouponAdminForm>({
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
      <TextField
        {...register('code')}
        label="Coupon code"
        required
        autoComplete="off"
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        error={Boolean(errors.code)}
        helperText={errors.code?.message ?? 'Saved in capitals, 2 to 20 characters'}
      />
      <TextField
        {...register('discountRupees', { valueAsNumber: true })}
        type="number"
        label="Discount"
        required
        slotProps={{
          htmlInput: { min: 0, step: 0.01 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        error={Boolean(errors.discountRupees)}
        helperText={errors.discountRupees?.message ?? 'A flat amount in rupees'}
      />
      <TextField
        {...register('usageLimit', { valueAsNumber: true })}
        type="number"
        label="Usage limit"
        required
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        error={Boolean(errors.usageLimit)}
        helperText={errors.usageLimit?.message ?? 'How many registrations may use it'}
      />
      <ActiveSwitch control={control} label="Active" />
    </FormDialog>
  );
}
