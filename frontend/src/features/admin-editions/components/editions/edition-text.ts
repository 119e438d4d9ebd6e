import { type AdminEdition, type EditionStatus } from '@robo/domain';

/** The button that moves an edition to a status. */
export const STATUS_ACTIONS: Record<EditionStatus, string> = {
  draft: 'Back to draft',
  on_sale: 'Open Sales',
  closed: 'Close Sales',
  archived: 'Archive',
};

/** What confirming a move to a status does. */
export const STATUS_CONFIRMATIONS: Record<EditionStatus, string> = {
  draft: '',
  on_sale: 'Parents will see this edition, its venues and prices on the website and can book.',
  closed: 'No new bookings will be taken for this edition; its bookings stay.',
  archived: 'The edition is kept for its records and can no longer be opened for sale.',
};

const INDIA_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "1 Oct 2026 – 31 Jan 2027", open-ended sides said so. */
export function editionWindowText({ salesOpenAt, salesCloseAt }: Pick<AdminEdition, 'salesOpenAt' | 'salesCloseAt'>) {
  if (!salesOpenAt && !salesCloseAt) return 'While on sale';
  const day = (iso: string | null, open: string) => (iso ? INDIA_DAY.format(new Date(iso)) : open);
  return `${day(salesOpenAt, 'Now')} – ${day(salesCloseAt, 'open-ended')}`;
}
