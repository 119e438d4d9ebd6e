import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicVenue } from '@robo/domain';
import { useT } from '../../../../i18n/useT';

interface WaitlistVenuesProps {
  /** The full venues still taking bookings (their options are disabled in the venue select). */
  venues: readonly PublicVenue[];
  joining: boolean;
  onJoin: (venueId: number) => void;
}

/**
 * Under the venue select: each full venue with a button to join its waiting list with the form's
 * details (spec §2 keeps a full venue's option greyed out and unselectable, so the list is offered
 * here; backend/src/waitlist/README.md).
 */
export function WaitlistVenues({ venues, joining, onJoin }: WaitlistVenuesProps) {
  const { t } = useT();
  if (venues.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('workshop.waitlist.fullVenues')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {venues.map((venue) => (
        <Box component="li" key={venue.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('workshop.waitlist.venueFull', { venue: venue.displayName })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={joining}
            aria-label={t('workshop.waitlist.joinFor', { venue: venue.displayName })}
            onClick={() => onJoin(venue.id)}
          >
            {t('workshop.waitlist.join')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
