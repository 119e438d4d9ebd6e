import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { minutesSeconds } from '../hooks/useHoldCountdown';
import { useT } from '../i18n/useT';

/**
 * "Your seat is held for 14:32", counting down by the server's clock; at zero, that the hold ended,
 * with a button to start again (the payment dialog and a pending booking's thank-you page). `left`
 * comes from useHoldCountdown, so the page around it can also act on the end (disable Pay).
 */
export function HoldCountdown({ left, onStartAgain }: { left: number | undefined; onStartAgain: () => void }) {
  const { t } = useT();
  if (left === undefined) return null;
  if (left === 0)
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onStartAgain}>
            {t('validation.holdStartAgain')}
          </Button>
        }
      >
        {t('validation.holdEndedNotice')}
      </Alert>
    );
  return (
    <Alert severity="info" role="timer" aria-live="off" sx={{ mb: 2 }}>
      {t('validation.seatHeldFor')} <strong>{minutesSeconds(left)}</strong>
    </Alert>
  );
}
