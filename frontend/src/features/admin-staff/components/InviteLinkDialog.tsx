import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { STAFF_INVITE_HOURS, type StaffInviteResult } from '@robo/domain';
import { useId, useState } from 'react';

/**
 * The one-time link for the owner to pass on. (The invitation e-mail joins this once the
 * messages outbox lands: see StaffService.invite.)
 */
export function InviteLinkDialog({ result, onClose }: { result: StaffInviteResult; onClose: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(result.inviteUrl).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Invitation for {result.staff.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Send this link to {result.staff.email}. It sets their password, works once, and expires in{' '}
          {STAFF_INVITE_HOURS} hours.
        </DialogContentText>
        <TextField
          label="Invitation link"
          value={result.inviteUrl}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy link'}</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
