import { CHECK_IN_REFUSALS, type CheckInRefusal } from '@robo/domain';

/** What a parent's phone shows for its own QR code: GET /api/check-in/:bookingId?sig=. */
export interface CheckInPageView {
  status: number;
  valid: boolean;
  heading: string;
  line: string;
}

export interface PageBooking {
  childName: string;
  venueName: string;
  dateTime: string;
}

const REASONS: Partial<Record<CheckInRefusal, string>> = {
  not_paid: 'This booking is not paid yet, so it cannot be used at the door.',
  expired: 'This booking expired before it was paid, so it cannot be used at the door.',
  refunded: 'This booking was cancelled and refunded, so it cannot be used at the door.',
};

export function pageView(booking: PageBooking | undefined, refusal: CheckInRefusal | null): CheckInPageView {
  if (refusal === 'forged')
    return {
      status: 403,
      valid: false,
      heading: 'Not a valid code',
      line: 'This check-in link is not valid. Please use the QR code from your booking confirmation.',
    };
  if (!booking)
    return { status: 404, valid: false, heading: 'Booking not found', line: 'We could not find this booking.' };
  if (refusal)
    return {
      status: 200,
      valid: false,
      heading: CHECK_IN_REFUSALS[refusal],
      line: REASONS[refusal] ?? CHECK_IN_REFUSALS[refusal],
    };
  const firstName = booking.childName.trim().split(/\s+/)[0];
  return {
    status: 200,
    valid: true,
    heading: 'Valid booking',
    line: `Valid booking for ${firstName} at ${booking.venueName}, ${booking.dateTime}`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A small self-contained page (no scripts): it opens fast on a phone with poor signal. */
export function renderCheckInPage(view: CheckInPageView): string {
  const colour = view.valid ? '#1b5e20' : '#b71c1c';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(view.heading)} · RoboLeague</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1.25rem;background:#f5f7fa;color:#1a1a1a}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;border-top:6px solid ${colour}}
h1{margin:0 0 .75rem;font-size:1.5rem;color:${colour}}p{font-size:1.1rem;line-height:1.5;margin:0}</style></head>
<body><main><h1>${escapeHtml(view.heading)}</h1><p>${escapeHtml(view.line)}</p></main></body></html>`;
}
