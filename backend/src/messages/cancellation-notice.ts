import type { I18n } from '@lingui/core';
import { formatPaise, type Paise } from '@robo/domain';

/**
 * A cancellation is one notice that also says its refund (issue 31: a cancel with a refund sent a
 * parent four messages, the cancellation and the refund on each channel). `refundPaise` is the
 * refund the cancel asked for; a refund made later on its own still sends its own notice.
 */
export function cancellationRefund(i18n: I18n, refundPaise: Paise): string {
  return refundPaise > 0
    ? i18n._('messages.cancellation.refunding', { amount: formatPaise(refundPaise) })
    : i18n._('messages.refundFollows');
}

/** Each kind's WhatsApp line, without a refund and with one (keys written out whole for the catalogue check). */
const LINES = {
  booking: ['messages.bookingCancelled.whatsapp', 'messages.bookingCancelled.whatsappRefund'],
  order: ['messages.orderCancelled.whatsapp', 'messages.orderCancelled.whatsappRefund'],
} as const;

/** The WhatsApp line: what was cancelled, and the refund when there is one (the caller adds the reason). */
export function cancellationLine(
  i18n: I18n,
  kind: keyof typeof LINES,
  refundPaise: Paise,
  values: Record<string, string> = {},
): string {
  const [plain, withRefund] = LINES[kind];
  return refundPaise > 0 ? i18n._(withRefund, { ...values, amount: formatPaise(refundPaise) }) : i18n._(plain, values);
}
