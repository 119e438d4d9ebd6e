import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminTimelineEvent } from '@robo/domain';
import { serverMessage } from '../../api/errors';

interface PaymentReminderProps {
  /** The booking's or order's timeline: a `reminder_sent` event means it went out already. */
  timeline: AdminTimelineEvent[];
  /** Who gets it, as the screen names them. */
  recipient: 'parent' | 'buyer';
  busy: boolean;
  error: unknown;
  /** False when the server says no reminder can go (no contact on file). */
  allowed?: boolean;
  onSend: () => void;
}

/** "Send reminder" on an abandoned hold (backend/src/reminders/README.md): once, then says it was sent. */
export function PaymentReminder({ timeline, recipient, busy, error, allowed = true, onSend }: PaymentReminderProps) {
  const failed = error
    ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not send the reminder. Please try again.')
    : undefined;
  const sent = timeline.some((event) => event.kind === 'reminder_sent');
  return (
    <Box sx={{ mt: 2 }}>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failed}
        </Alert>
      )}
      {sent ? (
        <Typography color="text.secondary">A payment reminder was sent to the {recipient}.</Typography>
      ) : (
        <Button variant="outlined" disabled={busy || !allowed} onClick={onSend}>
          Send reminder
        </Button>
      )}
    </Box>
  );
}
