import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminVenue, PublicVenue } from '@robo/domain';
import { useId } from 'react';
import { ActiveChip } from '../ActiveChip';

interface VenueCardProps {
  venue: PublicVenue & Partial<Pick<AdminVenue, 'heldSeats' | 'paidSeats'>>;
  /** False when not signed in: the buttons show but do nothing (spec §2, §6). */
  canManage: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
  onDelete: () => void;
}

export function VenueCard({ venue: v, canManage, onEdit, onDeactivate, onDelete }: VenueCardProps) {
  const titleId = useId();
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
          <ActiveChip label={v.isActive ? 'Active' : 'Inactive'} />
        </Stack>
        <Typography sx={{ mt: 1 }}>{v.address}</Typography>
        <Typography>{v.dateTime}</Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {v.bookedSeats} / {v.maxSeats} seats taken · {v.availableSeats} available
        </Typography>
        {v.paidSeats !== undefined && v.heldSeats !== undefined && (
          <Typography color="text.secondary">
            {v.paidSeats} paid · {v.heldSeats} held awaiting payment
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={onEdit} disabled={!canManage}>
          Edit
        </Button>
        <Button onClick={onDeactivate} disabled={!canManage || !v.isActive}>
          Deactivate
        </Button>
        <Button onClick={onDelete} disabled={!canManage} color="error">
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
