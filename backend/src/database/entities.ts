import { CouponUsage } from '../coupons/entities/coupon-usage.entity.js';
import { Coupon } from '../coupons/entities/coupon.entity.js';
import { CatalogState } from '../catalog/entities/catalog-state.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import { StockMovementRow } from '../catalog/entities/stock-movement-row.entity.js';
import { Message } from '../messages/message.entity.js';
import { AccessCode } from '../my-booking/access-code.entity.js';
import { Order } from '../orders/entities/order.entity.js';
import { SandboxOrder } from '../payments/entities/sandbox-order.entity.js';
import { WebhookEvent } from '../payments/entities/webhook-event.entity.js';
import { Registration } from '../registrations/entities/registration.entity.js';
import { SessionRow } from '../auth/entities/session-row.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { Venue } from '../venues/entities/venue.entity.js';
import { Announcement } from '../announcements/entities/announcement.entity.js';
import { AnnouncementOptOut } from '../announcements/entities/announcement-opt-out.entity.js';
import { AnnouncementRecipient } from '../announcements/entities/announcement-recipient.entity.js';
import { AnnouncementSendSlot } from '../announcements/entities/announcement-send-slot.entity.js';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema.js';
import { Outbox1764000000000 } from './migrations/1764000000000-outbox.js';
import { Refunds1764000100000 } from './migrations/1764000100000-refunds.js';
import { PaymentMismatches1764000200000 } from './migrations/1764000200000-payment-mismatches.js';
import { ReconcileAfter1764000300000 } from './migrations/1764000300000-reconcile-after.js';
import { Refund } from '../payments/refunds/refund.entity.js';
import { PhonesInE1641764200000000 } from './migrations/1764200000000-phones-in-e164.js';
import { CheckIns1764400000000 } from './migrations/1764400000000-check-ins.js';
import { ReportIndexes1764600000000 } from './migrations/1764600000000-report-indexes.js';
import { StaffAuditTimeline1764300000000 } from './migrations/1764300000000-staff-audit-timeline.js';
import { BookingsDeskIndexes1764300100000 } from './migrations/1764300100000-bookings-desk-indexes.js';
import { OrderFulfilment1764600001000 } from './migrations/1764600001000-order-fulfilment.js';
import { OutboxItem } from '../outbox/outbox-item.entity.js';
import { ScheduleRuns1764100000000 } from './migrations/1764100000000-schedule-runs.js';
import { UsedChallenges1764700000000 } from './migrations/1764700000000-used-challenges.js';
import { SignedQrUrls1764700000001 } from './migrations/1764700000001-signed-qr-urls.js';
import { TextLimits1764700000002 } from './migrations/1764700000002-text-limits.js';
import { Messages1795597781389 } from './migrations/1795597781389-messages.js';
import { AccessCodes1795599128989 } from './migrations/1795599128989-access-codes.js';
import { RetryIndexes1795601619706 } from './migrations/1795601619706-retry-indexes.js';
import { RefundTimeouts1795602617011 } from './migrations/1795602617011-refund-timeouts.js';
import { BookingsDeskCountSortIndexes1795602797418 } from './migrations/1795602797418-bookings-desk-count-sort-indexes.js';
import { RetryLookupIndexes1795603500000 } from './migrations/1795603500000-retry-lookup-indexes.js';
import { PriceMovesAtCapture1795781750621 } from './migrations/1795781750621-price-moves-at-capture.js';
import { RefundsByStaff1795781776633 } from './migrations/1795781776633-refunds-by-staff.js';
import { AuditAppendOnlyAlways1795781776634 } from './migrations/1795781776634-audit-append-only-always.js';
import { LiveHoldCounters1795781856984 } from './migrations/1795781856984-live-hold-counters.js';
import { CouponRules1795795091287 } from './migrations/1795795091287-coupon-rules.js';
import { StockHistoryAndOrderRefunds1795795121485 } from './migrations/1795795121485-stock-history-and-order-refunds.js';
import { TaxInvoices1764500000000 } from './migrations/1764500000000-tax-invoices.js';
import { Invoice } from '../invoices/entities/invoice.entity.js';
import { BookingsDeskActions1795599422848 } from './migrations/1795599422848-bookings-desk-actions.js';
import { ReportRollup1795599605639 } from './migrations/1795599605639-report-rollup.js';
import { DailySends1795599605657 } from './migrations/1795599605657-daily-sends.js';
import { OrdersListIndexes1795600307005 } from './migrations/1795600307005-orders-list-indexes.js';
import { ParentSessionGenerations1795781811354 } from './migrations/1795781811354-parent-session-generations.js';
import { AccessCodesOutOfMessages1795781811355 } from './migrations/1795781811355-access-codes-out-of-messages.js';
import { Editions1795795144538 } from './migrations/1795795144538-editions.js';
import { WorkshopReminders1795797881938 } from './migrations/1795797881938-workshop-reminders.js';
import { FirstEditionFinaleDate1795797880085 } from './migrations/1795797880085-first-edition-finale-date.js';
import { CouponEditionScope1795798340083 } from './migrations/1795798340083-coupon-edition-scope.js';
import { ReportRollupEditions1795798912407 } from './migrations/1795798912407-report-rollup-editions.js';
import { ParentLanguage1795806831881 } from './migrations/1795806831881-parent-language.js';
import { EditionThemeAndTranslations1795806897845 } from './migrations/1795806897845-edition-theme-and-translations.js';
import { EditionStateIndex1795810000000 } from './migrations/1795810000000-edition-state-index.js';
import { Edition } from '../editions/entities/edition.entity.js';
import { CancellationRequests1795797889142 } from './migrations/1795797889142-cancellation-requests.js';
import { CancellationRequest } from '../bookings-desk/requests/cancellation-request.entity.js';
import { CheckInDevices1795781856759 } from './migrations/1795781856759-check-in-devices.js';
import { KitHandovers1795795045820 } from './migrations/1795795045820-kit-handovers.js';
import { Waitlist1795797171613 } from './migrations/1795797171613-waitlist.js';
import { WaitlistEntry } from '../waitlist/entities/waitlist-entry.entity.js';
import { Announcements1795798168191 } from './migrations/1795798168191-announcements.js';

export const ENTITIES = [
  Venue,
  Coupon,
  CouponUsage,
  Registration,
  Product,
  StockMovementRow,
  CatalogState,
  Order,
  User,
  SessionRow,
  WebhookEvent,
  Message,
  AccessCode,
  SandboxOrder,
  OutboxItem,
  Refund,
  Invoice,
  Edition,
  CancellationRequest,
  WaitlistEntry,
  Announcement,
  AnnouncementRecipient,
  AnnouncementOptOut,
  AnnouncementSendSlot,
];

export const MIGRATIONS = [
  InitialSchema1763700000000,
  Outbox1764000000000,
  Refunds1764000100000,
  PaymentMismatches1764000200000,
  ReconcileAfter1764000300000,
  ScheduleRuns1764100000000,
  PhonesInE1641764200000000,
  StaffAuditTimeline1764300000000,
  BookingsDeskIndexes1764300100000,
  CheckIns1764400000000,
  TaxInvoices1764500000000,
  ReportIndexes1764600000000,
  OrderFulfilment1764600001000,
  UsedChallenges1764700000000,
  SignedQrUrls1764700000001,
  TextLimits1764700000002,
  Messages1795597781389,
  AccessCodes1795599128989,
  BookingsDeskActions1795599422848,
  ReportRollup1795599605639,
  DailySends1795599605657,
  OrdersListIndexes1795600307005,
  RetryIndexes1795601619706,
  RefundTimeouts1795602617011,
  BookingsDeskCountSortIndexes1795602797418,
  RetryLookupIndexes1795603500000,
  PriceMovesAtCapture1795781750621,
  RefundsByStaff1795781776633,
  AuditAppendOnlyAlways1795781776634,
  ParentSessionGenerations1795781811354,
  AccessCodesOutOfMessages1795781811355,
  CheckInDevices1795781856759,
  LiveHoldCounters1795781856984,
  KitHandovers1795795045820,
  CouponRules1795795091287,
  StockHistoryAndOrderRefunds1795795121485,
  Editions1795795144538,
  Waitlist1795797171613,
  FirstEditionFinaleDate1795797880085,
  WorkshopReminders1795797881938,
  CancellationRequests1795797889142,
  Announcements1795798168191,
  CouponEditionScope1795798340083,
  ReportRollupEditions1795798912407,
  ParentLanguage1795806831881,
  EditionThemeAndTranslations1795806897845,
  EditionStateIndex1795810000000,
];
