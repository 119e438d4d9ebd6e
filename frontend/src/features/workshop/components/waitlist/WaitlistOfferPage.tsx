import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatDayTime, formatPaise, type RegistrationResponse } from '@robo/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailList } from '../../../../components/DetailList';
import { useToast } from '../../../../components/toast';
import { bookingRows } from '../../../../components/booking-rows';
import { translatedServerMessage } from '../../../../i18n/messages';
import { useT } from '../../../../i18n/useT';
import {
  useBookWaitlistOfferMutation,
  useDeclineWaitlistOfferMutation,
  useGetWaitlistOfferQuery,
} from '../../api/waitlist-api';
import { PaymentDialog } from '../booking/PaymentDialog';
import { WaitlistPage } from './WaitlistPage';

/**
 * /waitlist/offer/:token: the seat held for a family from the waiting list, with the details they
 * gave and the price of the moment of the offer; "Book and pay" opens the usual payment summary.
 */
export default function WaitlistOfferPage() {
  const i18n = useT();
  const { t, language } = i18n;
  const { token = '' } = useParams();
  const { toast } = useToast();
  const { data: offer, isLoading, error } = useGetWaitlistOfferQuery(token);
  const [book, { isLoading: booking }] = useBookWaitlistOfferMutation();
  const [decline, { isLoading: declining, isSuccess: declined }] = useDeclineWaitlistOfferMutation();
  const [takeawayKit, setTakeawayKit] = useState(false);
  const [created, setCreated] = useState<RegistrationResponse | null>(null);

  if (declined)
    return (
      <WaitlistPage title={t('workshop.offer.declinedTitle')} loading={false}>
        <Typography>{t('workshop.offer.declined')}</Typography>
      </WaitlistPage>
    );
  if (!offer)
    return (
      <WaitlistPage title={t('workshop.offer.notFoundTitle')} loading={isLoading}>
        <Typography>{translatedServerMessage(i18n, error) ?? t('workshop.offer.notFound')}</Typography>
      </WaitlistPage>
    );

  const price = takeawayKit ? offer.prices.withKit : offer.prices.withoutKit;
  const until = formatDayTime(language, new Date(offer.expiresAt));
  const act = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (failure) {
      toast({
        title: t('workshop.offer.failed'),
        description: translatedServerMessage(i18n, failure) ?? t('workshop.offer.tryAgain'),
        severity: 'error',
      });
    }
  };

  return (
    <WaitlistPage title={t('workshop.offer.title')} loading={false}>
      <Typography sx={{ mb: 2 }}>{t('workshop.offer.heldUntil', { child: offer.childName, until })}</Typography>
      <DetailList rows={bookingRows(i18n, offer)} />
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={takeawayKit} onChange={(event) => setTakeawayKit(event.target.checked)} />}
        label={t('workshop.offer.addKit', { total: formatPaise(offer.prices.withKit.totalAmount) })}
      />
      <Typography variant="h6" sx={{ my: 2 }}>
        {t('workshop.offer.total', { total: formatPaise(price.totalAmount) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={booking || declining}
          onClick={() =>
            void act(async () =>
              setCreated(await book({ token, takeawayKit, totalAmount: price.totalAmount }).unwrap()),
            )
          }
        >
          {booking ? t('workshop.offer.booking') : t('workshop.offer.bookAndPay')}
        </Button>
        <Button disabled={booking || declining} onClick={() => void act(() => decline(token).unwrap())}>
          {t('workshop.offer.decline')}
        </Button>
      </Box>
      {created && <PaymentDialog booking={created} open onClose={() => setCreated(null)} />}
    </WaitlistPage>
  );
}
