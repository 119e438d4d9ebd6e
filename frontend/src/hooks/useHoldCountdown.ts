import type { SeatHold } from '@robo/domain';
import { useEffect, useState } from 'react';

/** Whole seconds from now (this device's clock corrected by `offsetMs`) to the hold's end; never below 0. */
function secondsLeft(hold: SeatHold, offsetMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(hold.holdExpiresAt) - (Date.now() + offsetMs)) / 1000));
}

/**
 * Seconds left on a seat hold by the server's clock: the answer's `now` against this device's clock
 * gives the offset, so a phone set minutes wrong still counts down to the server's expiry.
 * Undefined without a hold; 0 once it has ended.
 */
export function useHoldCountdown(hold: SeatHold | undefined): number | undefined {
  const [left, setLeft] = useState<number>();

  useEffect(() => {
    if (!hold) {
      setLeft(undefined);
      return;
    }
    const offsetMs = Date.parse(hold.now) - Date.now();
    setLeft(secondsLeft(hold, offsetMs));
    const timer = setInterval(() => {
      const next = secondsLeft(hold, offsetMs);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [hold]);

  return left;
}

/** 14:32 (minutes:seconds; hours roll into minutes). */
export function minutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
