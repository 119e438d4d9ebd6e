import { zodResolver } from '@hookform/resolvers/zod';
import {
  BULK_COUPON_MAX,
  bulkCouponsFormSchema,
  bulkFormToRequest,
  indianDigits,
  type BulkCouponsForm,
  type BulkCouponsFormInput,
  type CouponAdminForm,
  type CouponAdminFormInput,
} from '@robo/domain';
import { useForm, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useCreateBulkCouponsMutation } from '../../api/coupons';
import { countOf } from '../../../../i18n/staff-labels';
import { useT } from '../../../../i18n/useT';
import { useSaveAction } from '../../../../components/admin/hooks/useSaveAction';
import { ActiveSwitch } from '../../../../components/admin/ActiveSwitch';
import { FormDialog } from '../../../../components/form/FormDialog';
import { NEW_COUPON_RULE } from './CouponFormDialog';
import { CouponRuleFields } from './CouponRuleFields';

const BULK_FAILED = 'Failed to create coupon codes';

/** Hands the browser a CSV text as a file download. */
function download(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Many single codes with one rule (for schools and partners), downloaded as a CSV once made. */
export function BulkCouponsDialog({ onClose }: { onClose: () => void }) {
  const [createBulk, creating] = useCreateBulkCouponsMutation();
  const { failed, save } = useSaveAction(onClose);
  const { t } = useT();
  const { control, handleSubmit } = useForm<BulkCouponsFormInput, unknown, BulkCouponsForm>({
    resolver: zodResolver(bulkCouponsFormSchema),
    defaultValues: { prefix: '', count: 100, ...NEW_COUPON_RULE },
  });
  // The rule's fields are the same on both forms; only their neighbours differ.
  const ruleControl = control as unknown as Control<CouponAdminFormInput, unknown, CouponAdminForm>;

  const onValid = (form: BulkCouponsForm) =>
    save(
      async () => download(await createBulk(bulkFormToRequest(form)).unwrap(), `coupons-${form.prefix}.csv`),
      t('admin.count.couponCodesCreated', countOf(form.count)),
      BULK_FAILED,
    );

  return (
    <FormDialog
      title="Create Coupon Codes"
      submitLabel="Create and Download CSV"
      maxWidth="sm"
      busy={creating.isLoading}
      failed={failed}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="prefix"
        label="Code prefix"
        required
        fullWidth={false}
        autoComplete="off"
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        helperText="2 to 12 letters or digits; each code adds 8 random characters"
      />
      <FormTextField
        control={control}
        name="count"
        numeric
        label="Number of codes"
        required
        fullWidth={false}
        slotProps={{ htmlInput: { min: 1, max: BULK_COUPON_MAX, step: 1 } }}
        helperText={`Up to ${indianDigits(BULK_COUPON_MAX)}`}
      />
      <CouponRuleFields control={ruleControl} />
      <ActiveSwitch control={control} label="Active" />
    </FormDialog>
  );
}
