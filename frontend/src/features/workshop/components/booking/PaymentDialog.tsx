import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatPaise, type RegistrationResponse } from '@robo/domain';
import { HoldCountdown } from '../../../../components/HoldCountdown';
import { useHoldCountdown } from '../../../../hooks/useHoldCountdown';
import { useT } from '../../../../i18n/useT';
import { bookingRows } from '../../../../components/booking-rows';
import { useWorkshopCheckout } from '../../hooks/useWorkshopCheckout';

interface PaymentDialogProps {
  booking: RegistrationResponse;
  open: boolean;
  onClose: () => void;
}

/** The booking summary and the pay button, once the registration exists. */
export function PaymentDialog({ booking, open, onClose }: PaymentDialogProps) {
  const i18n = useT();
  const { t } = i18n;
  const { pay, release, processing, gatewayUnavailable, configLoading, hold } = useWorkshopCheckout(booking);
  const left = useHoldCountdown(hold);
  const holdEnded = left === 0;
  const { registration, razorpayOrder } = booking;
  const amount = formatPaise(razorpayOrder.amount);
  // Leaving the summary gives the seat back (the provider's checkout closing keeps it: SPEC 4 "the modal stays open").
  const close = () => {
    if (processing) return;
    release();
    onClose();
  };
  const rows = bookingRows(i18n, registration);

  return (
    <Dialog open={open} onClose={close} aria-labelledby="payment-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="payment-dialog-title" sx={{ pr: 7 }}>
        {t('checkout.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('checkout.close')}
        onClick={close}
        disabled={processing}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {!holdEnded && <Typography sx={{ mb: 2 }}>{t('checkout.reserved')}</Typography>}
        <HoldCountdown left={left} onStartAgain={close} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
          <Box sx={{ display: 'contents', fontWeight: 700, fontSize: '1.15rem' }}>
            <dt>{t('booking.field.amount')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {amount}
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={processing}>
          {t('checkout.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void pay()}
          disabled={processing || configLoading || gatewayUnavailable || holdEnded}
        >
          {gatewayUnavailable
            ? t('validation.paymentGatewayUnavailable')
            : processing
              ? t('checkout.processing')
              : t('checkout.pay', { amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
