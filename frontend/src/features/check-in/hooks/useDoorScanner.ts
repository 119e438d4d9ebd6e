import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInResult, Roster, VenueCounts } from '@robo/domain';
import { checkInClient, NetworkError } from '../api/check-in-client';
import { decideOffline, rosterCounts, withEntry } from '../lib/decide-offline';
import { offlineStore } from '../lib/offline-store';
import { useNetworkMode } from './useNetworkMode';

const COUNTS_EVERY_MS = 1_500;
const ROSTER_EVERY_MS = 60_000;
const SYNC_BATCH = 100;

export interface Scanned {
  result: CheckInResult;
  /** Decided on this device without the server. */
  offline: boolean;
  /** Increases with every scan, so the same answer twice still shows (and sounds) again. */
  seq: number;
}

/**
 * One venue's door: the roster in IndexedDB (refreshed every minute while online), live counts,
 * scans sent to the server or decided offline and queued, and the queue drained in order when the
 * network returns (features/check-in/README.md).
 */
export function useDoorScanner(venueId: number) {
  const network = useNetworkMode();
  const [roster, setRoster] = useState<Roster>();
  const [counts, setCounts] = useState<VenueCounts>();
  const [waiting, setWaiting] = useState(0);
  const [duplicates, setDuplicates] = useState(0);
  const [last, setLast] = useState<Scanned>();
  /** The child whose check-in was last taken back, until the next scan. */
  const [undone, setUndone] = useState<string>();
  const [deviceId, setDeviceId] = useState<string>();
  const [loadError, setLoadError] = useState<string>();
  const rosterRef = useRef<Roster>(undefined);
  const seq = useRef(0);
  const draining = useRef(false);
  const { online, mayProbe, markUnreachable, markReachable } = network;

  const keepRoster = useCallback(async (next: Roster) => {
    rosterRef.current = next;
    setRoster(next);
    await offlineStore.saveRoster(next);
  }, []);

  const refreshWaiting = useCallback(async () => setWaiting((await offlineStore.queued(venueId)).length), [venueId]);

  /** Runs a server call; no network switches to offline instead of failing. */
  const tryServer = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      try {
        const value = await call();
        markReachable();
        return value;
      } catch (err) {
        if (err instanceof NetworkError) {
          markUnreachable();
          return undefined;
        }
        throw err;
      }
    },
    [markReachable, markUnreachable],
  );

  // Load: the cached roster first (works offline), then a fresh one.
  useEffect(() => {
    let live = true;
    void (async () => {
      setDeviceId(await offlineStore.deviceId());
      const cached = await offlineStore.roster(venueId);
      if (cached && live) {
        rosterRef.current = cached;
        setRoster(cached);
        setCounts(rosterCounts(cached));
      }
      await refreshWaiting();
    })();
    return () => {
      live = false;
    };
  }, [venueId, refreshWaiting]);

  const syncQueue = useCallback(async () => {
    if (draining.current || !deviceId) return;
    draining.current = true;
    try {
      for (;;) {
        const batch = (await offlineStore.queued(venueId)).slice(0, SYNC_BATCH);
        if (batch.length === 0) break;
        const results = await tryServer(() =>
          checkInClient.sync(
            venueId,
            deviceId,
            batch.map((item) => item.scan),
          ),
        );
        if (!results) break;
        await offlineStore.dequeue(batch.map((item) => item.id as number));
        setDuplicates((n) => n + results.filter((r) => r.outcome === 'duplicate').length);
        const newest = results.at(-1);
        if (newest) setCounts(newest.counts);
      }
    } finally {
      draining.current = false;
      await refreshWaiting();
    }
  }, [deviceId, venueId, tryServer, refreshWaiting]);

  const refreshRoster = useCallback(async () => {
    if (!deviceId) return;
    // A download starts the device's offline window on the server: send waiting offline scans first.
    if ((await offlineStore.queued(venueId)).length > 0) return;
    try {
      const fresh = await tryServer(() => checkInClient.roster(venueId, deviceId));
      if (fresh) {
        await keepRoster(fresh);
        setCounts(fresh.counts);
        setLoadError(undefined);
      }
    } catch (err) {
      setLoadError(err instanceof Error ? err.message : 'Could not load the roster');
    }
  }, [venueId, deviceId, keepRoster, tryServer]);

  // While the network may be there: drain the queue, then keep roster and counts fresh.
  useEffect(() => {
    if (!mayProbe || !deviceId) return;
    let stopped = false;
    void (async () => {
      await syncQueue();
      if (!stopped) await refreshRoster();
    })();
    const rosterTimer = setInterval(() => void refreshRoster(), ROSTER_EVERY_MS);
    const countsTimer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void (async () => {
        const fresh = await tryServer(() => checkInClient.counts(venueId)).catch(() => undefined);
        if (fresh) {
          setCounts(fresh);
          await syncQueue();
        }
      })();
    }, COUNTS_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(rosterTimer);
      clearInterval(countsTimer);
    };
  }, [mayProbe, deviceId, venueId, refreshRoster, syncQueue, tryServer]);

  const show = useCallback((result: CheckInResult, offline: boolean) => {
    seq.current += 1;
    setUndone(undefined);
    setLast({ result, offline, seq: seq.current });
    setCounts(result.counts);
  }, []);

  const decideHere = useCallback(
    async (scan: { code?: string; bookingId?: string }) => {
      const current = rosterRef.current;
      if (!current || !deviceId) return;
      const now = new Date();
      const { result, admitted } = await decideOffline(current, scan, deviceId, now);
      if (admitted) await keepRoster(withEntry(current, admitted));
      // Admissions and refusals go to the server later; a repeat of this device's own admission adds nothing.
      if (result.outcome !== 'already') {
        await offlineStore.enqueue({
          venueId,
          scan: { ...scan, scannedAt: now.toISOString(), clientId: crypto.randomUUID(), offline: true },
        });
        await refreshWaiting();
      }
      show(result, true);
    },
    [deviceId, venueId, keepRoster, refreshWaiting, show],
  );

  /** A decoded QR code or a manual admission by booking id. */
  const submit = useCallback(
    async (scan: { code?: string; bookingId?: string }) => {
      if (!deviceId) return;
      if (online) {
        const input = {
          ...scan,
          venueId,
          deviceId,
          scannedAt: new Date().toISOString(),
          clientId: crypto.randomUUID(),
        };
        const result = await tryServer(() => checkInClient.scan(input));
        if (result) {
          if (result.outcome !== 'refused') {
            // So that a scan decided offline later knows this child is in.
            const entry = rosterRef.current?.bookings.find((b) => b.bookingId === result.child.bookingId);
            if (entry) await keepRoster(withEntry(rosterRef.current as Roster, { ...entry, checkIn: result.checkIn }));
          }
          show(result, false);
          return;
        }
      }
      await decideHere(scan);
    },
    [deviceId, online, venueId, tryServer, keepRoster, show, decideHere],
  );

  /** Takes a check-in back (desk and owner, online only): the child may then be admitted again. */
  const undo = useCallback(
    async (bookingId: string) => {
      if (!deviceId) return;
      await checkInClient.undo(bookingId, deviceId);
      const current = rosterRef.current;
      const entry = current?.bookings.find((b) => b.bookingId === bookingId);
      if (current && entry) await keepRoster(withEntry(current, { ...entry, checkIn: null }));
      setLast(undefined);
      setUndone(entry?.childName ?? bookingId);
      const fresh = await tryServer(() => checkInClient.counts(venueId)).catch(() => undefined);
      if (fresh) setCounts(fresh);
    },
    [deviceId, venueId, keepRoster, tryServer],
  );

  const role = roster?.staff.role;
  const canUndo = online && (role === 'desk' || role === 'owner');

  return {
    ...network,
    roster,
    counts,
    waiting,
    duplicates,
    last,
    undone,
    deviceId,
    loadError,
    submit,
    syncQueue,
    undo,
    canUndo,
  };
}
