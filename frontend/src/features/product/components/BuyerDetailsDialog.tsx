import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import {
  buyerDetailsSchema,
  MOBILE_INPUT_MAX,
  mobileAsTyped,
  type BuyerDetails,
  type BuyerDetailsInput,
} from '@robo/domain';
import type { ReactNode } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { useT } from '../../../i18n/useT';

const EMPTY: BuyerDetailsInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  shippingAddress: { line1: '', line2: '', city: '', state: '', pincode: '' },
  buyerGstin: '',
};

const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

interface FieldProps {
  control: Control<BuyerDetailsInput, unknown, BuyerDetails>;
  name: FieldPath<BuyerDetailsInput>;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  transform?: (value: string) => string;
  prefix?: ReactNode;
  required?: boolean;
}

/** A field of this dialog: small, required unless said, with an optional prefix such as +91. */
function Field({ inputMode, maxLength, prefix, required = true, ...props }: FieldProps) {
  return (
    <FormTextField
      {...props}
      size="small"
      required={required}
      slotProps={{
        htmlInput: { inputMode, maxLength },
        input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : undefined,
      }}
    />
  );
}

interface BuyerDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (buyer: BuyerDetails) => void;
}

/** Where to ship the kit and how to reach the buyer, checked before payment (kept for a retry). */
export function BuyerDetailsDialog({ open, onClose, onSubmit }: BuyerDetailsDialogProps) {
  const { t } = useT();
  const { control, handleSubmit } = useForm<BuyerDetailsInput, unknown, BuyerDetails>({
    resolver: zodResolver(buyerDetailsSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  return (
    <Dialog open={open} onClose={onClose} keepMounted fullWidth maxWidth="sm" aria-labelledby="buyer-details-title">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="buyer-details-title">{t('product.buyer.title')}</DialogTitle>
        <DialogContent
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}
        >
          <DialogContentText sx={{ gridColumn: '1 / -1' }}>{t('product.buyer.intro')}</DialogContentText>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field control={control} name="customerName" label={t('product.buyer.name')} autoComplete="name" />
          </Box>
          <Field
            control={control}
            name="customerEmail"
            label={t('product.buyer.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <Field
            control={control}
            name="customerPhone"
            label={t('product.buyer.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            transform={mobileAsTyped}
            maxLength={MOBILE_INPUT_MAX}
            prefix="+91"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field
              control={control}
              name="shippingAddress.line1"
              label={t('product.buyer.line1')}
              autoComplete="address-line1"
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field
              control={control}
              name="shippingAddress.line2"
              label={t('product.buyer.line2')}
              autoComplete="address-line2"
              required={false}
            />
          </Box>
          <Field
            control={control}
            name="shippingAddress.city"
            label={t('product.buyer.city')}
            autoComplete="address-level2"
          />
          <Field
            control={control}
            name="shippingAddress.state"
            label={t('product.buyer.state')}
            autoComplete="address-level1"
          />
          <Field
            control={control}
            name="shippingAddress.pincode"
            label={t('product.buyer.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            transform={digitsOnly(6)}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field
              control={control}
              name="buyerGstin"
              label={t('product.buyer.gstin')}
              autoComplete="off"
              maxLength={15}
              transform={(value) => value.toUpperCase()}
              required={false}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('product.buyer.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('product.buyer.continue')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
