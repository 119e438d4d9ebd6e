import { formatPaise } from '@robo/domain';

/**
 * A cancellation is one notice that also says its refund (issue 31: a cancel with a refund sent a
 * parent four messages, the cancellation and the refund on each channel). `refundPaise` is the
 * refund the cancel asked for; a refund made later on its own still sends its own notice.
 */
export function cancellationRefund(refundPaise: number): string {
  return refundPaise > 0
    ? `We are refunding ${formatPaise(refundPaise)} to the card or account you paid with. Banks usually take 5-7 working days to show it.`
    : 'If a refund is due, we will send you a separate message once it is on its way.';
}

/** The WhatsApp line: what was cancelled, the refund when there is one, and the reason. */
export function cancellationLine(what: string, refundPaise: number, reason: string | null): string {
  const refund =
    refundPaise > 0 ? ` and we are refunding ${formatPaise(refundPaise)} to the card or account you paid with` : '';
  return `${what} has been cancelled${refund}.${reason ? ` Reason: ${reason}` : ''}`;
}
