import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';
import type { ActiveToast, ToastHostProps } from './ToastHost';

// The Snackbar UI is kept out of the first download; it is fetched when the browser is idle
// (or on the first toast). A failed fetch drops the toast instead of breaking the page.
const loadToastHost = (): Promise<{ default: ComponentType<ToastHostProps> }> =>
  import('./ToastHost').catch(() => ({ default: () => null }));
const ToastHost = lazy(loadToastHost);

let nextId = 0;

/** Hosts at most one toast: showing a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const handle = setTimeout(() => void loadToastHost(), 2000);
    return () => clearTimeout(handle);
  }, []);

  const toast = useCallback(({ title, description, severity = 'info' }: ToastOptions) => {
    nextId += 1;
    setCurrent({ id: nextId, title, description, severity });
    setOpen(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <ToastContext value={toast}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastHost toast={current} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext>
  );
}
