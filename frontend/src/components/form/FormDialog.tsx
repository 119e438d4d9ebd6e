import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogError } from './DialogError';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  maxWidth: 'xs' | 'sm' | 'lg';
  /** While saving the dialog cannot be closed and both buttons are disabled. */
  busy: boolean;
  /** The last failed save, shown inside the dialog. */
  failed?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a create/edit form in a dialog: title, fields, the last failure, Cancel and submit. */
export function FormDialog({
  title,
  submitLabel,
  maxWidth,
  busy,
  failed,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogError message={failed} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
