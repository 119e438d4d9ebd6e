import Box from '@mui/material/Box';
import { formatPaise, type Language, type RegistrationDetails, type RegistrationPaymentStatus } from '@robo/domain';
import { bookingRows } from '../../../components/booking-rows';
import { useT, type Translate } from '../../../i18n/useT';

const PAYMENT_STATUS_KEYS: Record<RegistrationPaymentStatus, string> = {
  paid: 'booking.status.paid',
  pending: 'booking.status.pending',
  expired: 'booking.status.expired',
  refunded: 'booking.status.refunded',
  cancelled: 'booking.status.cancelled',
};

/** Intl's locales for the refund's day; Latin digits in every language (docs/decisions.md, Languages). */
const DAY_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };

const refundDate = (language: Language, iso: string) =>
  new Date(iso).toLocaleDateString(DAY_LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** A refund, when there is one, says more than the status it left (e.g. 'Expired'). */
function paymentStatusText(t: Translate, language: Language, { paymentStatus, refund }: RegistrationDetails): string {
  if (refund?.status === 'refunded')
    return t('booking.status.refundedOn', {
      amount: formatPaise(refund.amountPaise),
      date: refundDate(language, refund.refundedAt),
    });
  if (refund?.status === 'in-progress') return t('booking.status.refundInProgress');
  const key = PAYMENT_STATUS_KEYS[paymentStatus];
  return key ? t(key) : paymentStatus;
}

/** The booking record as the parent needs it on the day. */
export function BookingDetails({ booking }: { booking: RegistrationDetails }) {
  const i18n = useT();
  const { t, language } = i18n;
  const rows: [string, string][] = [
    ...bookingRows(i18n, booking),
    [
      booking.paymentStatus === 'paid' ? t('booking.field.amountPaid') : t('booking.field.amount'),
      formatPaise(booking.totalAmount),
    ],
    [t('booking.field.paymentStatus'), paymentStatusText(t, language, booking)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('booking.details.label')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
