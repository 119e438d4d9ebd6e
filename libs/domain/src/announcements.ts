import type { GradeGroup } from './constants.js';
import type { MessageChannel } from './outgoing-messages.js';

/**
 * Who an announcement reaches (backend/src/announcements/README.md): paid bookings, narrowed by
 * each field given. One message per contact (a parent's e-mail), naming all their children.
 */
export interface AnnouncementAudience {
  editionId?: number;
  venueIds?: number[];
  gradeGroups?: GradeGroup[];
  /** Only `paid` is offered yet; the waiting list belongs to the waitlist module. */
  bookingStatus?: 'paid';
  checkedIn?: boolean;
  withKit?: boolean;
}

/** The words of an announcement may use these; each is filled per contact. */
export const ANNOUNCEMENT_PLACEHOLDERS = [
  'parentName',
  'childNames',
  'venue',
  'dateTime',
  'address',
  'mapLink',
] as const;
export type AnnouncementPlaceholder = (typeof ANNOUNCEMENT_PLACEHOLDERS)[number];

/** Closes every announcement on WhatsApp (the webhook turns a STOP reply into an opt-out). */
export const ANNOUNCEMENT_WHATSAPP_FOOTER = 'Reply STOP to get no more announcements.';

export interface AnnouncementDraft {
  audience: AnnouncementAudience;
  channels: MessageChannel[];
  subject: string;
  body: string;
}

export interface AnnouncementPreview {
  /** Contacts it reaches (before opt-outs are left out at sending). */
  recipients: number;
  /** The first contact's message, rendered per channel (null when nobody is reached). */
  sample: { email: { subject: string; text: string } | null; whatsapp: { text: string } | null } | null;
}

export type AnnouncementState = 'scheduled' | 'expanding' | 'queued';

export interface AnnouncementChannelCounts {
  queued: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  /** Not sent on purpose: no provider configured, or no open WhatsApp window. */
  held: number;
  optedOut: number;
}

export interface AnnouncementSummary {
  id: number;
  subject: string;
  channels: MessageChannel[];
  state: AnnouncementState;
  sendAt: string;
  createdBy: string;
  createdAt: string;
  recipients: number;
}

export interface AnnouncementDetail extends AnnouncementSummary {
  audience: AnnouncementAudience;
  body: string;
  counts: Partial<Record<MessageChannel, AnnouncementChannelCounts>>;
}
