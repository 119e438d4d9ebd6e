import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIndianTime, type AdminVenue } from '@robo/domain';
import { useId } from 'react';
import { countOf } from '../../../../i18n/staff-labels';
import { useT } from '../../../../i18n/useT';
import { ActiveChip } from '../../../../components/admin/ActiveChip';

interface VenueCardProps {
  venue: AdminVenue;
  onEdit: () => void;
  onDeactivate: () => void;
  onDelete: () => void;
}

/** A venue for its manager, who alone sees this page (signed out, /admin/venues shows the sign-in). */
export function VenueCard({ venue: v, onEdit, onDeactivate, onDelete }: VenueCardProps) {
  const titleId = useId();
  const { t } = useT();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box>
            <Typography id={titleId} variant="h3" component="h2">
              {v.displayName}
            </Typography>
            <Typography color="text.secondary">
              {v.name} · {v.city}
            </Typography>
          </Box>
          <ActiveChip active={v.isActive} />
        </Stack>
        <Typography sx={{ mt: 1 }}>{v.address}</Typography>
        <Typography>{v.dateTime}</Typography>
        {v.needsDate ? (
          <Chip color="warning" size="small" label="Set the date" sx={{ mt: 0.5 }} />
        ) : (
          v.bookingClosesAt && (
            <Typography color="text.secondary">Bookings close {formatIndianTime(v.bookingClosesAt)}</Typography>
          )
        )}
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {v.bookedSeats} / {t('admin.count.seats', countOf(v.maxSeats))} taken · {v.availableSeats} available
        </Typography>
        <Typography color="text.secondary">
          {v.paidSeats} paid · {v.heldSeats} held awaiting payment · {v.waitingEntries} on the waiting list
        </Typography>
      </CardContent>
      <CardActions>
        <Button onClick={onEdit}>Edit</Button>
        <Button onClick={onDeactivate} disabled={!v.isActive}>
          Deactivate
        </Button>
        <Button onClick={onDelete} color="error">
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
