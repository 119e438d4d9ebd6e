import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useT } from '../../i18n/useT';
import { TOAST_AUTO_HIDE_MS, type ToastSeverity } from './toast-context';

export interface ActiveToast {
  id: number;
  title: string;
  description?: string;
  severity: ToastSeverity;
}

export interface ToastHostProps {
  toast: ActiveToast;
  open: boolean;
  onClose: () => void;
}

/**
 * The on-screen toast: a Snackbar holding an Alert with a bold title and the description below.
 * Each toast mounts straight under <body>, after any open dialog has hidden the rest of the page
 * from assistive technology, so screen readers still announce it.
 */
export default function ToastHost({ toast, open, onClose }: ToastHostProps) {
  const { t } = useT();
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message the user may not have read yet.
    if (reason !== 'clickaway') onClose();
  };
  const urgent = toast.severity === 'error' || toast.severity === 'warning';

  return (
    <Portal key={toast.id}>
      <Snackbar
        open={open}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          onClose={onClose}
          closeText={t('ui.toast.close')}
          severity={toast.severity}
          variant="filled"
          role={urgent ? 'alert' : 'status'}
          sx={{ width: '100%', minWidth: { sm: 360 } }}
        >
          <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
