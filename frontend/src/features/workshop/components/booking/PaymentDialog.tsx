import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatPaise, GRADE_GROUP_LABELS, MESSAGES, TAKEAWAY_KIT_NOTE, type RegistrationResponse } from '@robo/domain';
import { HoldCountdown } from '../../../../components/HoldCountdown';
import { useHoldCountdown } from '../../../../hooks/useHoldCountdown';
import { useWorkshopCheckout } from '../../hooks/useWorkshopCheckout';

interface PaymentDialogProps {
  booking: RegistrationResponse;
  open: boolean;
  onClose: () => void;
}

/** The booking summary and the pay button, once the registration exists. */
export function PaymentDialog({ booking, open, onClose }: PaymentDialogProps) {
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
  const rows: [string, string][] = [
    ['Booking ID', registration.bookingId],
    ['Parent', registration.parentName],
    ['Child', registration.childName],
    ['Grade group', GRADE_GROUP_LABELS[registration.gradeGroup]],
    ['School', registration.schoolName],
    ['Venue', registration.venue.displayName],
    ['Date and time', registration.venue.dateTime],
    ['Address', registration.venue.address],
    ...(registration.takeawayKit ? [['Takeaway kit', TAKEAWAY_KIT_NOTE] as [string, string]] : []),
  ];

  return (
    <Dialog open={open} onClose={close} aria-labelledby="payment-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="payment-dialog-title" sx={{ pr: 7 }}>
        Complete Your Payment
      </DialogTitle>
      <IconButton
        aria-label="Close booking summary"
        onClick={close}
        disabled={processing}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {!holdEnded && <Typography sx={{ mb: 2 }}>Your seat is reserved. Pay now to confirm the booking.</Typography>}
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
            <dt>Amount</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {amount}
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={processing}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void pay()}
          disabled={processing || configLoading || gatewayUnavailable || holdEnded}
        >
          {gatewayUnavailable ? MESSAGES.paymentGatewayUnavailable : processing ? 'Processing...' : `Pay ${amount}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
