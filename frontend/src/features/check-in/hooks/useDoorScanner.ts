import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInRecord, CheckInResult, Roster, VenueCounts } from '@robo/domain';
import { checkInClient, NetworkError, ServerError } from '../api/check-in-client';
import { decideOffline, rosterCounts, withEntry } from '../lib/decide-offline';
import { offlineStore, type QueuedItem, type QueuedKit, type QueuedScan } from '../lib/offline-store';
import { useNetworkMode } from './useNetworkMode';

const COUNTS_EVERY_MS = 1_500;
const ROSTER_EVERY_MS = 60_000;
const SYNC_BATCH = 100;

/** The server's answers that refuse a queued kit for good (it was no kit due, or malformed). */
const DROPPED_KIT_STATUSES = new Set([400, 404, 409]);

const isKit = (item: QueuedItem): item is QueuedKit => 'kit' in item;

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

  /**
   * Kits handed over offline, each with its clientId (a retry is answered `handed` again). A kit the
   * server refuses (no longer paid, say) is dropped: sending it again would not change the answer.
   * False when the network went away before all were sent.
   */
  const sendKits = useCallback(
    async (kits: QueuedKit[]): Promise<boolean> => {
      if (!deviceId) return false;
      for (const { kit } of kits) {
        const { bookingId, ...input } = kit;
        try {
          const sent = await tryServer(() => checkInClient.handOverKit(bookingId, { ...input, venueId, deviceId }));
          if (!sent) return false;
        } catch (err) {
          if (!(err instanceof ServerError && DROPPED_KIT_STATUSES.has(err.status))) throw err;
        }
      }
      return true;
    },
    [deviceId, venueId, tryServer],
  );

  const syncQueue = useCallback(async () => {
    if (draining.current || !deviceId) return;
    draining.current = true;
    try {
      for (;;) {
        const batch = (await offlineStore.queued(venueId)).slice(0, SYNC_BATCH);
        if (batch.length === 0) break;
        const scans = batch.filter((item): item is QueuedScan => !isKit(item));
        const results =
          scans.length === 0
            ? []
            : await tryServer(() =>
                checkInClient.sync(
                  venueId,
                  deviceId,
                  scans.map((item) => item.scan),
                ),
              );
        if (!results) break;
        if (!(await sendKits(batch.filter(isKit)))) break;
        await offlineStore.dequeue(batch.map((item) => item.id as number));
        setDuplicates((n) => n + results.filter((r) => r.outcome === 'duplicate').length);
        const newest = results.at(-1);
        if (newest) setCounts(newest.counts);
      }
    } finally {
      draining.current = false;
      await refreshWaiting();
    }
  }, [deviceId, venueId, tryServer, refreshWaiting, sendKits]);

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

  /** Keeps a kit's handover (or its undo) in the roster and in the answer on screen. */
  const rememberKit = useCallback(
    async (bookingId: string, kit: CheckInRecord | null) => {
      const current = rosterRef.current;
      const entry = current?.bookings.find((b) => b.bookingId === bookingId);
      if (current && entry) await keepRoster(withEntry(current, { ...entry, kit }));
      setLast((shown) =>
        shown && shown.result.outcome !== 'refused' && shown.result.child.bookingId === bookingId
          ? { ...shown, result: { ...shown.result, kit: { handedOver: kit } } }
          : shown,
      );
    },
    [keepRoster],
  );

  /** Records a takeaway kit as handed over: on the server, or offline in the queue and the roster. */
  const handOverKit = useCallback(
    async (bookingId: string) => {
      if (!deviceId) return;
      const now = new Date().toISOString();
      const kit = { clientId: crypto.randomUUID(), handedAt: now };
      if (online) {
        const result = await tryServer(() => checkInClient.handOverKit(bookingId, { ...kit, venueId, deviceId }));
        if (result) {
          await rememberKit(bookingId, result.kit);
          setCounts(result.counts);
          return;
        }
      }
      await offlineStore.enqueue({ venueId, kit: { ...kit, bookingId, offline: true } });
      await refreshWaiting();
      await rememberKit(bookingId, { at: now, deviceId, staffName: rosterRef.current?.staff.name ?? '' });
      if (rosterRef.current) setCounts(rosterCounts(rosterRef.current));
    },
    [deviceId, online, venueId, tryServer, rememberKit, refreshWaiting],
  );

  /** Takes a kit handover back after a mistaken tap (online). */
  const undoKit = useCallback(
    async (bookingId: string) => {
      await checkInClient.undoKit(bookingId);
      await rememberKit(bookingId, null);
      const fresh = await tryServer(() => checkInClient.counts(venueId)).catch(() => undefined);
      if (fresh) setCounts(fresh);
    },
    [venueId, rememberKit, tryServer],
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
    handOverKit,
    undoKit,
  };
}
