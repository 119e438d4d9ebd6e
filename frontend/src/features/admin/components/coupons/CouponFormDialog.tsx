import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  couponAdminSchema,
  couponFormToPayload,
  couponPayloadSchema,
  DEFAULT_COUPON_USAGE_LIMIT,
  MESSAGES,
  type AdminCoupon,
  type CouponAdminForm,
  type CouponAdminFormInput,
} from '@robo/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ApiError } from '../../../../api/base-query';
import { useToast } from '../../../../components/toast';
import { useCreateCouponMutation, useUpdateCouponMutation } from '../../api/coupons';
import { failureText } from '../../lib/server-message';
import { DialogError } from '../DialogError';

function initialValues(coupon?: AdminCoupon): CouponAdminFormInput {
  if (!coupon) return { code: '', discountRupees: 0, usageLimit: DEFAULT_COUPON_USAGE_LIMIT, isActive: true };
  return {
    code: coupon.code,
    discountRupees: coupon.discountAmount / 100,
    usageLimit: coupon.usageLimit,
    isActive: coupon.isActive,
  };
}

/** Create a coupon, or edit `coupon`. The discount is typed in rupees and sent in paise. */
export function CouponFormDialog({ coupon, onClose }: { coupon?: AdminCoupon; onClose: () => void }) {
  const titleId = useId();
  const { toast } = useToast();
  const [createCoupon, creating] = useCreateCouponMutation();
  const [updateCoupon, updating] = useUpdateCouponMutation();
  const busy = creating.isLoading || updating.isLoading;
  const [failed, setFailed] = useState<string>();
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
      setError(issue.path[0] === 'discountAmount' ? 'discountRupees' : 'code', { message: issue.message });
      return;
    }
    const failure = coupon ? MESSAGES.couponUpdateFailed : MESSAGES.couponCreateFailed;
    try {
      if (coupon) await updateCoupon({ id: coupon.id, body: checked.data }).unwrap();
      else await createCoupon(checked.data).unwrap();
      toast({ title: coupon ? MESSAGES.couponUpdated : MESSAGES.couponCreated, severity: 'success' });
      onClose();
    } catch (error) {
      const description = failureText(error as ApiError, failure);
      setFailed(description);
      toast({ title: MESSAGES.errorTitle, description, severity: 'error' });
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <DialogTitle id={titleId}>{coupon ? `Edit ${coupon.code}` : 'Create Coupon'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogError message={failed} />
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
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel
                label="Active"
                control={<Switch checked={field.value ?? true} onChange={(_e, checked) => field.onChange(checked)} />}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : coupon ? 'Save Changes' : 'Create Coupon'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
