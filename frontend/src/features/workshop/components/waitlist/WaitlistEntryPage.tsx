import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { translatedServerMessage } from '../../../../i18n/messages';
import { useT } from '../../../../i18n/useT';
import { useGetWaitlistEntryQuery, useLeaveWaitlistMutation } from '../../api/waitlist-api';
import { WaitlistPage } from './WaitlistPage';

/** /waitlist/entry/:token, from the join e-mail: the family's place on the list, its offer, and leaving. */
export default function WaitlistEntryPage() {
  const i18n = useT();
  const { t } = i18n;
  const { token = '' } = useParams();
  const { data: entry, isLoading, error } = useGetWaitlistEntryQuery(token);
  const [leave, { isLoading: leaving }] = useLeaveWaitlistMutation();

  if (!entry)
    return (
      <WaitlistPage title={t('workshop.waitlist.title')} loading={isLoading}>
        <Typography>{translatedServerMessage(i18n, error) ?? t('workshop.waitlist.entryNotFound')}</Typography>
      </WaitlistPage>
    );
  return (
    <WaitlistPage title={t('workshop.waitlist.title')} loading={false}>
      {entry.status === 'waiting' && (
        <Typography sx={{ mb: 2 }}>
          {t('workshop.waitlist.waiting', { child: entry.childName, position: entry.position, venue: entry.venue })}
        </Typography>
      )}
      {entry.status === 'offered' && entry.offerPath && (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('workshop.waitlist.offered', { child: entry.childName, venue: entry.venue })}
          </Typography>
          <Button component={RouterLink} to={entry.offerPath} variant="contained" sx={{ mb: 2 }}>
            {t('workshop.waitlist.bookSeat')}
          </Button>
        </>
      )}
      {entry.status !== 'waiting' && entry.status !== 'offered' && (
        <Typography>{t('workshop.waitlist.left', { child: entry.childName })}</Typography>
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <div>
          <Button disabled={leaving} onClick={() => void leave(token)}>
            {t('workshop.waitlist.leave')}
          </Button>
        </div>
      )}
    </WaitlistPage>
  );
}
