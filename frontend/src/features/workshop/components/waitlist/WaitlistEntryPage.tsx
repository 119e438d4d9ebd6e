import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../../api/errors';
import { useGetWaitlistEntryQuery, useLeaveWaitlistMutation } from '../../api/waitlist-api';
import { WaitlistPage } from './WaitlistPage';

/** /waitlist/entry/:token, from the join e-mail: the family's place on the list, its offer, and leaving. */
export default function WaitlistEntryPage() {
  const { token = '' } = useParams();
  const { data: entry, isLoading, error } = useGetWaitlistEntryQuery(token);
  const [leave, { isLoading: leaving }] = useLeaveWaitlistMutation();

  if (!entry)
    return (
      <WaitlistPage title="Waiting list" loading={isLoading}>
        <Typography>{serverMessage(error) ?? 'This waiting-list entry was not found.'}</Typography>
      </WaitlistPage>
    );
  return (
    <WaitlistPage title="Waiting list" loading={false}>
      {entry.status === 'waiting' && (
        <Typography sx={{ mb: 2 }}>
          {entry.childName} is number {entry.position} on the waiting list for {entry.venue}. We will write when a seat
          is free.
        </Typography>
      )}
      {entry.status === 'offered' && entry.offerPath && (
        <>
          <Typography sx={{ mb: 2 }}>
            A seat at {entry.venue} is held for {entry.childName}.
          </Typography>
          <Button component={RouterLink} to={entry.offerPath} variant="contained" sx={{ mb: 2 }}>
            Book the seat
          </Button>
        </>
      )}
      {entry.status !== 'waiting' && entry.status !== 'offered' && (
        <Typography>{entry.childName} is no longer on the waiting list.</Typography>
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <div>
          <Button disabled={leaving} onClick={() => void leave(token)}>
            Leave the waiting list
          </Button>
        </div>
      )}
    </WaitlistPage>
  );
}
