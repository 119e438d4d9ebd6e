/** The door scanner's IndexedDB database (features/check-in/lib/offline-store.ts): rosters, offline queue, device id. */
export const CHECK_IN_DB = 'robo-check-in';

/**
 * Deletes the door scanner's rosters of children from the device once the session ends: at
 * sign-out and when the server says it has ended. Scans not yet sent stay queued: they are
 * admissions that happened, and the next door user signed in on this device sends them (a session
 * that expired while offline would otherwise lose them at the first 401). The promise settles once
 * the rosters are gone, or at once when the scanner never ran here.
 */
export function forgetStaffDeviceData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.open(CHECK_IN_DB);
    // No scanner database on this device: create none (the scanner makes its own, with its schema).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains('rosters')) {
        database.close();
        resolve();
        return;
      }
      const tx = database.transaction('rosters', 'readwrite');
      tx.objectStore('rosters').clear();
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            database.close();
            resolve();
          };
    };
  });
}
