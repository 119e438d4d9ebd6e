import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatPaise, GRADE_GROUP_LABELS, type RegistrationResponse } from '@robo/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailList } from '../../../../components/DetailList';
import { useToast } from '../../../../components/toast';
import { serverMessage } from '../../../../api/errors';
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
  const { token = '' } = useParams();
  const { toast } = useToast();
  const { data: offer, isLoading, error } = useGetWaitlistOfferQuery(token);
  const [book, { isLoading: booking }] = useBookWaitlistOfferMutation();
  const [decline, { isLoading: declining, isSuccess: declined }] = useDeclineWaitlistOfferMutation();
  const [takeawayKit, setTakeawayKit] = useState(false);
  const [created, setCreated] = useState<RegistrationResponse | null>(null);

  if (declined)
    return (
      <WaitlistPage title="Seat passed on" loading={false}>
        <Typography>Thank you for telling us: the seat goes to the next family on the list.</Typography>
      </WaitlistPage>
    );
  if (!offer)
    return (
      <WaitlistPage title="Your waiting-list seat" loading={isLoading}>
        <Typography>{serverMessage(error) ?? 'This offer was not found.'}</Typography>
      </WaitlistPage>
    );

  const price = takeawayKit ? offer.prices.withKit : offer.prices.withoutKit;
  const until = new Date(offer.expiresAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const act = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (failure) {
      toast({
        title: 'That did not work',
        description: serverMessage(failure) ?? 'Please try again.',
        severity: 'error',
      });
    }
  };

  return (
    <WaitlistPage title="A seat is held for you" loading={false}>
      <Typography sx={{ mb: 2 }}>
        The seat is held for {offer.childName} until {until}. Book it and pay, or pass it on.
      </Typography>
      <DetailList
        rows={[
          ['Parent', offer.parentName],
          ['Child', offer.childName],
          ['Grade group', GRADE_GROUP_LABELS[offer.gradeGroup]],
          ['School', offer.schoolName],
          ['Venue', offer.venue.displayName],
          ['Date and time', offer.venue.dateTime],
          ['Address', offer.venue.address],
        ]}
      />
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={takeawayKit} onChange={(event) => setTakeawayKit(event.target.checked)} />}
        label={`Add the take-away kit (${formatPaise(offer.prices.withKit.totalAmount)} in all)`}
      />
      <Typography variant="h6" sx={{ my: 2 }}>
        Total: {formatPaise(price.totalAmount)}
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
          {booking ? 'Booking...' : 'Book and pay'}
        </Button>
        <Button disabled={booking || declining} onClick={() => void act(() => decline(token).unwrap())}>
          I no longer need it
        </Button>
      </Box>
      {created && <PaymentDialog booking={created} open onClose={() => setCreated(null)} />}
    </WaitlistPage>
  );
}
