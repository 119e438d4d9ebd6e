import type {
  CheckInConflict,
  CheckInResult,
  CheckInScanInput,
  KitHandoverInput,
  KitHandoverResult,
  Roster,
  VenueCounts,
} from '@robo/domain';
import { forgetStaffDeviceData } from '../../../api/staff-device-data';

/**
 * The scanner's calls (backend/src/check-in/README.md). Plain fetch rather than the RTK Query slice:
 * the scanner must tell "no network" apart from "the server said no" to queue scans offline, and it
 * keeps its data in IndexedDB, not in the query cache (features/check-in/README.md).
 */
export class NetworkError extends Error {}

export class ServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init?.method ?? 'GET',
      credentials: 'include',
      headers: init ? { 'Content-Type': 'application/json' } : undefined,
      body: init ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new NetworkError('No network');
  }
  // The session ended on the server: nothing of it stays on this device (features/check-in/README.md).
  if (response.status === 401) void forgetStaffDeviceData();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ServerError(response.status, body.message ?? response.statusText);
  }
  return (await response.json()) as T;
}

export interface DoorVenue {
  id: number;
  displayName: string;
  dateTime: string;
}

export type SearchHit = Omit<Roster['bookings'][number], 'digest'>;

export const checkInClient = {
  signedIn: () => call<{ authenticated: boolean }>('/api/admin/status'),
  /** The active venues of the edition on sale, or of every edition. */
  venues: (everyEdition = false) =>
    call<DoorVenue[]>(`/api/admin/check-ins/venues${everyEdition ? '?edition=all' : ''}`),
  roster: (venueId: number, deviceId: string) =>
    call<Roster>(`/api/admin/check-ins/roster?venueId=${venueId}&deviceId=${encodeURIComponent(deviceId)}`),
  counts: (venueId: number) => call<VenueCounts>(`/api/admin/check-ins/counts?venueId=${venueId}`),
  search: (venueId: number, q: string) =>
    call<SearchHit[]>(`/api/admin/check-ins/search?venueId=${venueId}&q=${encodeURIComponent(q)}`),
  conflicts: (venueId: number) => call<CheckInConflict[]>(`/api/admin/check-ins/conflicts?venueId=${venueId}`),
  scan: (input: CheckInScanInput) => call<CheckInResult>('/api/admin/check-ins', { method: 'POST', body: input }),
  undo: (bookingId: string, deviceId: string) =>
    call<{ bookingId: string }>(`/api/admin/check-ins/${encodeURIComponent(bookingId)}/undo`, {
      method: 'POST',
      body: { deviceId },
    }),
  handOverKit: (bookingId: string, input: KitHandoverInput) =>
    call<KitHandoverResult>(`/api/admin/check-ins/${encodeURIComponent(bookingId)}/kit`, {
      method: 'POST',
      body: input,
    }),
  undoKit: (bookingId: string) =>
    call<{ bookingId: string }>(`/api/admin/check-ins/${encodeURIComponent(bookingId)}/kit/undo`, {
      method: 'POST',
      body: {},
    }),
  sync: (venueId: number, deviceId: string, scans: Array<Omit<CheckInScanInput, 'venueId' | 'deviceId'>>) =>
    call<CheckInResult[]>('/api/admin/check-ins/sync', { method: 'POST', body: { venueId, deviceId, scans } }),
};
