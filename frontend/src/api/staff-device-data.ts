/** The door scanner's IndexedDB database (features/check-in/lib/offline-store.ts): rosters, offline queue, device id. */
export const CHECK_IN_DB = 'robo-check-in';

/**
 * Deletes what staff screens keep on the device (the door scanner's rosters of children and its
 * queue of unsent scans) once the session ends: at sign-out and when the server says it has ended.
 * A page holding the database open closes it when asked (offline-store.ts, `blocking`), so the
 * deletion completes; the promise settles then.
 */
export function forgetStaffDeviceData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(CHECK_IN_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}
