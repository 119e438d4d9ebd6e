import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@robo/domain';
import { minutesSeconds } from '../hooks/useHoldCountdown';

/**
 * "Your seat is held for 14:32", counting down by the server's clock; at zero, that the hold ended,
 * with a button to start again (the payment dialog and a pending booking's thank-you page). `left`
 * comes from useHoldCountdown, so the page around it can also act on the end (disable Pay).
 */
export function HoldCountdown({ left, onStartAgain }: { left: number | undefined; onStartAgain: () => void }) {
  if (left === undefined) return null;
  if (left === 0)
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onStartAgain}>
            {MESSAGES.holdStartAgain}
          </Button>
        }
      >
        {MESSAGES.holdEndedNotice}
      </Alert>
    );
  return (
    <Alert severity="info" role="timer" aria-live="off" sx={{ mb: 2 }}>
      {MESSAGES.seatHeldFor} <strong>{minutesSeconds(left)}</strong>
    </Alert>
  );
}
