import type { BookingVenue, RegistrationRequest } from './api-types.js';
import type { WorkshopPrice } from './pricing.js';

/** A waiting-list entry's life (backend/src/waitlist/README.md). */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'declined', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** What a waiting-list entry keeps of the booking form: who the seat is for. */
export type WaitlistContact = Pick<
  RegistrationRequest,
  'parentName' | 'phoneNumber' | 'email' | 'childName' | 'gradeGroup' | 'schoolName'
>;

/** Who the seat is for, taken from a booking request (the booking form joins the list with it). */
export function waitlistContactOf(request: WaitlistContact): WaitlistContact {
  const { parentName, phoneNumber, email, childName, gradeGroup, schoolName } = request;
  return { parentName, phoneNumber, email, childName, gradeGroup, schoolName };
}

/** `POST /api/waitlist` answers the entry and its place on the list (1 = next to get a seat). */
export interface JoinedWaitlist {
  entryId: number;
  position: number;
}

/** The parent's page from the join e-mail. */
export interface WaitlistEntryView extends JoinedWaitlist {
  status: WaitlistStatus;
  childName: string;
  venue: string;
  /** The offer's page while the entry holds an offer. */
  offerPath: string | null;
}

/** The offer's page: the booking form filled in, at the prices of the moment the offer was made. */
export interface WaitlistOfferView extends WaitlistContact {
  venueId: number;
  venue: BookingVenue;
  expiresAt: string;
  prices: { withoutKit: WorkshopPrice; withKit: WorkshopPrice };
}

/** One row of /admin/waitlist. */
export interface AdminWaitlistEntry extends WaitlistContact {
  id: number;
  venueId: number;
  status: WaitlistStatus;
  /** Place among the entries still waiting; null for the others. */
  position: number | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  bookingId: string | null;
  createdAt: string;
}

export interface AdminWaitlistPage {
  items: AdminWaitlistEntry[];
  total: number;
}
