import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CheckInChild, KitStatus } from '@robo/domain';
import { hhmm } from '../lib/format';

/**
 * An admitted child's takeaway kit: "Kit: hand over" until it is, then who handed it over and when,
 * with Undo for a mistaken tap (online only: the server holds the record).
 */
export function KitHandover({
  child,
  kit,
  online,
  onHandOver,
  onUndo,
}: {
  child: CheckInChild;
  kit: KitStatus;
  online: boolean;
  onHandOver: (bookingId: string) => void;
  onUndo: (bookingId: string) => void;
}) {
  if (!kit.handedOver)
    return (
      <Button
        fullWidth
        variant="contained"
        color="warning"
        size="large"
        sx={{ mt: 1, fontSize: 22, fontWeight: 800 }}
        onClick={() => onHandOver(child.bookingId)}
        aria-label={`Kit: hand over to ${child.childName}`}
      >
        Kit: hand over
      </Button>
    );
  return (
    <Box
      sx={{ mt: 1, p: 1, borderRadius: 2, bgcolor: 'rgba(0,0,0,0.7)', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>
        Kit handed over at {hhmm(kit.handedOver.at)} by {kit.handedOver.staffName}
      </Typography>
      {online && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => onUndo(child.bookingId)}
          aria-label={`Undo kit handover to ${child.childName}`}
        >
          Undo
        </Button>
      )}
    </Box>
  );
}
