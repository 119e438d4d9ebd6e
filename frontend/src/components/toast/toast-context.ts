import { createContext, useContext } from 'react';

export const TOAST_AUTO_HIDE_MS = 5000;

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  severity?: ToastSeverity;
}

export type ToastFn = (options: ToastOptions) => void;

export const ToastContext = createContext<ToastFn | null>(null);

/** `toast({ title, description?, severity? })`; a new toast replaces the one on screen. */
export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
