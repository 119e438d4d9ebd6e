import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the scanner talks to the server: the browser's online state, a request that found no
 * network (until the browser reports it is back), and a manual "work offline" switch.
 */
export function useNetworkMode() {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [unreachable, setUnreachable] = useState(false);
  const [manualOffline, setManualOffline] = useState(false);

  useEffect(() => {
    const up = () => {
      setBrowserOnline(true);
      setUnreachable(false);
    };
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  // A request that failed for lack of network is retried by the periodic refresh, which clears this.
  const markUnreachable = useCallback(() => setUnreachable(true), []);
  const markReachable = useCallback(() => setUnreachable(false), []);

  return {
    online: browserOnline && !unreachable && !manualOffline,
    manualOffline,
    setManualOffline,
    markUnreachable,
    markReachable,
    /** Worth trying the server (for the periodic probe), even if the last request failed. */
    mayProbe: browserOnline && !manualOffline,
  };
}
