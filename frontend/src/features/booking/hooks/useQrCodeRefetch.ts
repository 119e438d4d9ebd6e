import { useEffect, useState } from 'react';

/** Pauses before each extra read; the QR job usually finishes within a few seconds of payment. */
export const QR_REFETCH_DELAYS_MS = [2000, 5000];

/**
 * While `waiting` (the booking has no QR code yet), reads the booking again a couple of times,
 * then stops: no endless polling. `gaveUp` tells the page to suggest a later refresh.
 */
export function useQrCodeRefetch(waiting: boolean, refetch: () => unknown) {
  const [attempts, setAttempts] = useState(0);
  const exhausted = attempts >= QR_REFETCH_DELAYS_MS.length;

  useEffect(() => {
    if (!waiting || exhausted) return;
    const timer = setTimeout(() => {
      setAttempts((n) => n + 1);
      refetch();
    }, QR_REFETCH_DELAYS_MS[attempts]);
    return () => clearTimeout(timer);
  }, [waiting, exhausted, attempts, refetch]);

  return { gaveUp: waiting && exhausted };
}
