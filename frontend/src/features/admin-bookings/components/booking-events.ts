import { formatPaise, paise, type AdminTimelineEvent } from '@robo/domain';
import type { Label } from '../../../i18n/staff-labels';
import { messageFacts } from '../../../components/admin/TimelineList';

const money = (value: unknown) => (typeof value === 'number' ? formatPaise(paise(value)) : '');
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const SOURCES: Record<string, string> = {
  verify: 'checkout callback',
  webhook: 'webhook',
  reconcile: 'reconciliation',
};

/** What one event of a booking's timeline says (backend/src/bookings-desk/README.md lists the kinds). */
export function describeBookingEvent(label: Label, { kind, data }: AdminTimelineEvent): string {
  switch (kind) {
    case 'hold_taken':
      return `Seat held for ${money(data.amountPaise)}${data.coupon ? ` with coupon ${text(data.coupon)}` : ''}`;
    case 'gateway_order':
      return `Payment order ${text(data.gatewayOrderId)} opened`;
    case 'payment_report':
      return `Payment ${text(data.paymentId)} ${text(data.status)} (${SOURCES[text(data.source)] ?? text(data.source)}${data.event ? `, ${text(data.event)}` : ''}): ${text(data.outcome)}`;
    case 'payment_mismatch':
      return `Payment ${text(data.paymentId)} not accepted: ${text(data.reasons)}`;
    case 'payment_captured':
      return `Paid ${money(data.amountPaise)} (${text(data.paymentId)})`;
    case 'hold_expired':
      return 'Hold expired unpaid';
    case 'qr_rendered':
      return 'QR code rendered';
    case 'message': {
      const { template, channel, progress } = messageFacts(label, data);
      return `Message ${template} by ${channel}: ${progress}`;
    }
    case 'checked_in':
      return 'Checked in';
    case 'check_in_refused':
      return `Check-in refused${data.reason ? ` (${text(data.reason)})` : ''}`;
    case 'check_in_undone':
      return 'Check-in undone';
    case 'refund_requested':
      return `Refund of ${money(data.amountPaise)} asked for: ${text(data.reason)}`;
    case 'refund_processed':
      return `Refunded ${money(data.amountPaise)} (${text(data.gatewayRefundId)})`;
    case 'refund_failed':
      return data.timedOut
        ? `Refund of ${money(data.amountPaise)} not answered by the gateway (${text(data.failure)})${data.retrying ? '; asked again automatically' : ''}`
        : `Refund of ${money(data.amountPaise)} refused by the gateway: ${text(data.failure)}`;
    case 'invoice_issued':
      return `Invoice ${text(data.number)} issued`;
    case 'credit_note_issued':
      return `Credit note ${text(data.number)} issued`;
    case 'cancel':
      return `Cancelled${data.refundPaise ? ` with a refund of ${money(data.refundPaise)}` : ', no refund'}: ${text(data.reason)}`;
    case 'transfer':
      return `Moved from ${text(data.from)} to ${text(data.to)}${data.reason ? `: ${text(data.reason)}` : ''}`;
    case 'resend':
      return 'Confirmation sent again';
    case 'note':
      return `Note: ${text(data.text)}`;
    default:
      return kind.replace(/_/g, ' ');
  }
}
