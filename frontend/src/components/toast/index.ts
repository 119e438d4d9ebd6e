export { ToastProvider } from './ToastProvider';
export { TOAST_AUTO_HIDE_MS, useToast, type ToastOptions, type ToastSeverity } from './toast-context';
