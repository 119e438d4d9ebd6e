import Alert from '@mui/material/Alert';

/**
 * A failed save, repeated inside the open dialog: while a modal is open the rest of the page
 * (the toast included) is hidden from screen readers, and the dialog stays open for a retry.
 */
export function DialogError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {message}
    </Alert>
  );
}
