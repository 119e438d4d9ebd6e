import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckInScanInput, KitHandoverInput, Roster } from '@robo/domain';
import { CHECK_IN_DB } from '../../../api/staff-device-data';

/** A scan decided on this device while offline, waiting to be sent (oldest first). */
export interface QueuedScan {
  id?: number;
  venueId: number;
  scan: Omit<CheckInScanInput, 'venueId' | 'deviceId'>;
}

/** A takeaway kit handed over while offline, waiting to be sent. */
export interface QueuedKit {
  id?: number;
  venueId: number;
  kit: Omit<KitHandoverInput, 'venueId' | 'deviceId'> & { bookingId: string };
}

export type QueuedItem = QueuedScan | QueuedKit;

interface CheckInDb extends DBSchema {
  rosters: { key: number; value: Roster };
  queue: { key: number; value: QueuedItem; indexes: { venue: number } };
  settings: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<CheckInDb>> | undefined;

function db(): Promise<IDBPDatabase<CheckInDb>> {
  opened ??= openDB<CheckInDb>(CHECK_IN_DB, 2, {
    upgrade(database, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        database.createObjectStore('rosters', { keyPath: 'venue.id' });
        database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('venue', 'venueId');
        database.createObjectStore('settings');
      }
      // Version 1 rosters listed every other venue's booking ids: drop them (the queue stays).
      if (oldVersion === 1) void tx.objectStore('rosters').clear();
    },
    // A newer version opened elsewhere (another tab after a deploy): let go of it, and open afresh next time.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
  });
  return opened;
}

/** The scanner's IndexedDB: the venue's roster, the offline queue and this device's id. */
export const offlineStore = {
  async roster(venueId: number): Promise<Roster | undefined> {
    return (await db()).get('rosters', venueId);
  },
  async saveRoster(roster: Roster): Promise<void> {
    await (await db()).put('rosters', roster);
  },
  async enqueue(item: QueuedItem): Promise<void> {
    await (await db()).add('queue', item);
  },
  async queued(venueId: number): Promise<QueuedItem[]> {
    return (await db()).getAllFromIndex('queue', 'venue', venueId);
  },
  async dequeue(ids: number[]): Promise<void> {
    const tx = (await db()).transaction('queue', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  },
  /** A random id per browser, so the server can say which device admitted a child. */
  async deviceId(): Promise<string> {
    const store = await db();
    const known = await store.get('settings', 'deviceId');
    if (known) return known;
    const id = `device-${crypto.randomUUID().slice(0, 8)}`;
    await store.put('settings', id, 'deviceId');
    return id;
  },
};
