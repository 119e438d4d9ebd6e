import {
  formatCount,
  type AnnouncementState,
  type BookingPaymentState,
  type CancellationRequestStatus,
  type DeliveryStatus,
  type EditionStatus,
  type FulfilmentState,
  type GradeGroup,
  type MessageChannel,
  type MessageState,
  type MessageTemplate,
  type MoneyStatus,
  type OrderPaymentState,
  type RosterEntry,
  type StaffRole,
  type WaitlistStatus,
} from '@robo/domain';
import { useCallback } from 'react';
import { useT } from './useT';

/*
 * Every value the admin and the door screen (features/admin-*, features/check-in) show staff as a
 * label, mapped to its whole key in the staff's catalogue (libs/domain/catalog/en/admin.json;
 * docs/decisions.md, Languages). Exports keep the raw values.
 */

export const BOOKING_STATUS_KEYS: Record<BookingPaymentState, string> = {
  pending: 'admin.booking.pending',
  paid: 'admin.booking.paid',
  expired: 'admin.booking.expired',
  refunded: 'admin.booking.refunded',
  cancelled: 'admin.booking.cancelled',
  refund_due: 'admin.booking.refund_due',
};

export const MONEY_STATUS_KEYS: Record<MoneyStatus, string> = {
  paid: 'admin.money.paid',
  'partially refunded': 'admin.money.partiallyRefunded',
  refunded: 'admin.money.refunded',
};

/**
 * What a booking's status says: a paid booking's money status ("Partially refunded" once some went
 * back; docs/decisions.md, Money status), otherwise where it is ("Pending", "Refund due"...).
 */
export function bookingStatusLabel(
  label: Label,
  { status, moneyStatus }: { status: string; moneyStatus: MoneyStatus | null },
): string {
  return status === 'paid' && moneyStatus ? label(MONEY_STATUS_KEYS, moneyStatus) : label(BOOKING_STATUS_KEYS, status);
}

/** A store order's payment: `failed` is the buyer abandoning the checkout. */
export const ORDER_PAYMENT_KEYS: Record<OrderPaymentState, string> = {
  pending: 'admin.orderPayment.pending',
  completed: 'admin.orderPayment.completed',
  failed: 'admin.orderPayment.failed',
  refunded: 'admin.orderPayment.refunded',
  refund_due: 'admin.orderPayment.refund_due',
};

export const FULFILMENT_KEYS: Record<FulfilmentState, string> = {
  unfulfilled: 'admin.fulfilment.unfulfilled',
  packed: 'admin.fulfilment.packed',
  shipped: 'admin.fulfilment.shipped',
  delivered: 'admin.fulfilment.delivered',
  cancelled: 'admin.fulfilment.cancelled',
  returned: 'admin.fulfilment.returned',
};

export const WAITLIST_STATUS_KEYS: Record<WaitlistStatus, string> = {
  waiting: 'admin.waitlist.waiting',
  offered: 'admin.waitlist.offered',
  claimed: 'admin.waitlist.claimed',
  expired: 'admin.waitlist.expired',
  declined: 'admin.waitlist.declined',
  left: 'admin.waitlist.left',
  removed: 'admin.waitlist.removed',
};

export const MESSAGE_STATE_KEYS: Record<MessageState, string> = {
  queued: 'admin.messageState.queued',
  sent: 'admin.messageState.sent',
  failed: 'admin.messageState.failed',
  held: 'admin.messageState.held',
};

export const DELIVERY_STATUS_KEYS: Record<DeliveryStatus, string> = {
  sent: 'admin.delivery.sent',
  delivered: 'admin.delivery.delivered',
  read: 'admin.delivery.read',
  failed: 'admin.delivery.failed',
};

export const CHANNEL_KEYS: Record<MessageChannel, string> = {
  email: 'admin.channel.email',
  whatsapp: 'admin.channel.whatsapp',
};

export const MESSAGE_TEMPLATE_KEYS: Record<MessageTemplate, string> = {
  booking_confirmed: 'admin.template.booking_confirmed',
  booking_cancelled: 'admin.template.booking_cancelled',
  booking_refunded: 'admin.template.booking_refunded',
  booking_transferred: 'admin.template.booking_transferred',
  booking_updated: 'admin.template.booking_updated',
  order_confirmed: 'admin.template.order_confirmed',
  order_shipped: 'admin.template.order_shipped',
  order_cancelled: 'admin.template.order_cancelled',
  order_refunded: 'admin.template.order_refunded',
  payment_reminder: 'admin.template.payment_reminder',
  low_stock: 'admin.template.low_stock',
  staff_refunds: 'admin.template.staff_refunds',
  staff_invite: 'admin.template.staff_invite',
  access_code: 'admin.template.access_code',
  waitlist_joined: 'admin.template.waitlist_joined',
  waitlist_offer: 'admin.template.waitlist_offer',
  booking_reminder: 'admin.template.booking_reminder',
  venue_changed: 'admin.template.venue_changed',
  announcement: 'admin.template.announcement',
};

export const REQUEST_STATUS_KEYS: Record<CancellationRequestStatus, string> = {
  requested: 'admin.request.requested',
  approved: 'admin.request.approved',
  declined: 'admin.request.declined',
};

export const EDITION_STATUS_KEYS: Record<EditionStatus, string> = {
  draft: 'admin.edition.draft',
  on_sale: 'admin.edition.on_sale',
  closed: 'admin.edition.closed',
  archived: 'admin.edition.archived',
};

export const ANNOUNCEMENT_STATE_KEYS: Record<AnnouncementState, string> = {
  scheduled: 'admin.announcement.scheduled',
  expanding: 'admin.announcement.expanding',
  queued: 'admin.announcement.queued',
};

export const GRADE_GROUP_KEYS: Record<GradeGroup, string> = {
  'std-1-2': 'admin.grade.std-1-2',
  'std-3-4': 'admin.grade.std-3-4',
  'std-5-9': 'admin.grade.std-5-9',
};

/** A booking as the door screen's search says it: whether the child may come in. */
export const DOOR_STATUS_KEYS: Record<RosterEntry['status'], string> = {
  paid: 'admin.checkIn.paid',
  pending: 'admin.checkIn.pending',
  expired: 'admin.checkIn.expired',
  refunded: 'admin.checkIn.refunded',
};

export const STAFF_ROLE_KEYS: Record<StaffRole, string> = {
  owner: 'admin.role.owner',
  desk: 'admin.role.desk',
  door: 'admin.role.door',
  store: 'admin.role.store',
};

/**
 * The values of a counted message, `{count, plural, one {{n} booking} other {{n} bookings}}`: the
 * count picks the form, `n` is the count written with Indian grouping as everywhere else.
 */
export const countOf = (count: number) => ({ count, n: formatCount(count) });

export type Label = <V extends string>(keys: Record<V, string>, value: V | string) => string;

/**
 * `label(GRADE_GROUP_KEYS, row.gradeGroup)`: a value's label, or the value itself when the
 * catalogue has none (a state newer than the screen still shows).
 */
export function useLabel(): Label {
  const { t } = useT();
  return useCallback(
    <V extends string>(keys: Record<V, string>, value: V | string) =>
      Object.hasOwn(keys, value) ? t(keys[value as V]) : value,
    [t],
  );
}
