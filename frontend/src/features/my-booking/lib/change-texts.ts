import type { ChangesClosedReason, Language, MyBookingChanges } from '@robo/domain';
import type { Translate } from '../../../i18n/useT';

const CLOSED_KEYS: Record<ChangesClosedReason, string> = {
  disabled: 'myBooking.changes.closed.disabled',
  noStart: 'myBooking.changes.closed.noStart',
  tooLate: 'myBooking.changes.closed.tooLate',
};

/**
 * Why changes are closed, in the page's language: English keeps the server's words
 * (PARENT_CHANGE_MESSAGES); Hindi and Marathi say its reason with the policy's hours, as venue
 * times do (i18n/venue-times.ts).
 */
export function closedText({ t, language }: { t: Translate; language: Language }, changes: MyBookingChanges) {
  if (language === 'en' || !changes.closedReason) return changes.closedBecause;
  return t(CLOSED_KEYS[changes.closedReason], { hours: changes.policy.cutoffHours });
}

/** What the parent is told about cancelling (cancellationPolicyText), in the page's language. */
export function policyText({ t, language }: { t: Translate; language: Language }, changes: MyBookingChanges) {
  if (language === 'en') return changes.policyText;
  const { cutoffHours: hours, refundOnCancel } = changes.policy;
  return refundOnCancel
    ? t('myBooking.changes.policy.refunded', { hours })
    : t('myBooking.changes.policy.notRefunded', { hours });
}
