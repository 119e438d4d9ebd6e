import type { MoneyStatus } from './money-status.js';
import type { Paise, Rupees } from './money.js';
/** Wire shapes shared by the server and the client. Amounts are integer paise unless named otherwise. */
import type { StaffRole } from './staff.js';
import type { CouponRule } from './coupon-rules.js';
import type { GradeGroup, OrderStatus, ProductCategory } from './constants.js';
import type { PaymentStatus, RegistrationPaymentStatus } from './payment-lifecycle.js';
import type { FulfilmentMoveTarget, FulfilmentState, OrderCancelRefund, OrderRefundAmount } from './fulfilment.js';

// ---- Venues ----

export interface PublicVenue {
  id: number;
  name: string;
  displayName: string;
  city: string;
  address: string;
  dateTime: string;
  /** ISO instants (pages in Hindi and Marathi format them); null only for a venue whose old free-text date could not be read. */
  startsAt: string | null;
  endsAt: string | null;
  maxSeats: number;
  bookedSeats: number;
  availableSeats: number;
  isActive: boolean;
  /** No new bookings: its booking close has passed, or its date is not set. */
  bookingClosed: boolean;
}

export interface AdminVenue extends PublicVenue {
  editionId: number;
  /** When bookings close: the venue's own time, else two hours before the start. */
  bookingClosesAt: string | null;
  /** Its date could not be read from the old free text: staff must set the times ("set the date"). */
  needsDate: boolean;
  /** Seats held by pending registrations. */
  heldSeats: number;
  paidSeats: number;
  /** Entries on the venue's waiting list still waiting for an offer. */
  waitingEntries: number;
}

/**
 * PUT /api/admin/venues/{id}/deactivate: nothing for a venue without paid bookings; otherwise what
 * becomes of them (without it: 409 `VENUE_HAS_PAID_BOOKINGS` with `paidBookings`).
 */
export type DeactivateVenueRequest =
  | Record<string, never>
  | { bookings: 'transfer'; toVenueId: number; reason?: string }
  | { bookings: 'refund'; reason?: string };

/** Its answer: the venue, and with a choice what became of each paid booking. */
export interface DeactivatedVenue extends AdminVenue {
  bookings?: {
    transferred: string[];
    refunded: string[];
    /** Refused by the desk's action (checked in, target full...): still paid at this venue, for staff to handle. */
    failed: Array<{ bookingId: string; code: string; message: string }>;
  };
}

/**
 * A booking's venue as the parent's pages show it: the SPEC's `dateTime` text and, for pages in
 * Hindi and Marathi, its times (ISO; absent where an answer does not carry them).
 */
export interface BookingVenue {
  displayName: string;
  dateTime: string;
  address: string;
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface Availability {
  availableSeats: number;
  maxSeats: number;
  venue: { address: string; dateTime: string; startsAt: string | null; endsAt: string | null };
}

// ---- Workshop pricing and registration ----

export type PricingTier = 'early-bird' | 'regular';

export interface PricingInfo {
  tier: PricingTier;
  earlyBirdLimit: number;
  earlyBirdRemaining: number;
  basePrice: Paise;
  regularPrice: Paise;
  kitPrices: Record<GradeGroup, Paise>;
}

export interface RegistrationRequest {
  parentName: string;
  phoneNumber: string;
  email: string;
  childName: string;
  gradeGroup: GradeGroup;
  schoolName: string;
  venueId: number;
  takeawayKit: boolean;
  totalAmount: Paise;
  originalAmount: Paise;
  couponCode?: string | null;
  discountAmount: Paise;
  /** A school's or company's GSTIN for the tax invoice (optional). */
  buyerGstin?: string | null;
}

export interface GatewayOrder {
  id: string;
  amount: Paise;
  currency: string;
}

export interface RegistrationDetails {
  bookingId: string;
  parentName: string;
  phoneNumber: string;
  email: string;
  childName: string;
  gradeGroup: GradeGroup;
  schoolName: string;
  venue: BookingVenue;
  totalAmount: Paise;
  simpleQrCodeUrl: string | null;
  paymentStatus: RegistrationPaymentStatus;
  /** The booking includes a takeaway kit, handed over at the door. */
  takeawayKit: boolean;
  /**
   * A pending booking's seat hold: when it ends (ISO), and the server's clock when this was answered,
   * so a page can count down by the server's clock rather than the phone's.
   */
  hold?: SeatHold;
  /** Signed link to the GST invoice PDF; present once the payment is confirmed. */
  invoiceUrl?: string;
  /** Money given back for this booking, when any was or is being (booking lookups only). */
  refund?: RefundSummary | null;
  /**
   * Set when the asker has only the id (not the booking's browser, its parent signed in, or staff):
   * contacts masked (`a•••@example.com`, `+91 •••••• 3210`), no QR image, no invoice link.
   */
  masked?: true;
}

/** 'in-progress' while any refund is still with the gateway; otherwise what was refunded and when (ISO). */
export type RefundSummary =
  { status: 'in-progress'; amountPaise: Paise } | { status: 'refunded'; amountPaise: Paise; refundedAt: string };

export interface RegistrationResponse {
  registration: RegistrationDetails;
  razorpayOrder: GatewayOrder;
  /** Lets this parent give the seat back at once (POST /api/registrations/{bookingId}/release). */
  releaseToken: string;
}

/**
 * The answer to opening a hold's checkout (POST /api/registrations/{bookingId}/checkout,
 * POST /api/store/orders/{order_id}/checkout): the hold now lasts until `holdExpiresAt`.
 */
export interface OpenedCheckout {
  holdExpiresAt: string;
  /** The server's clock when this was answered (ISO). */
  now: string;
}

/** When a seat hold ends and what the server's clock said when it answered (both ISO). */
export interface SeatHold {
  holdExpiresAt: string;
  now: string;
}

/**
 * POST /api/validate-coupon. `coupon.discountAmount` is the paise taken off the booking described
 * in the request (for a flat coupon, its amount; for a percent one without a price, 0); the rest of
 * the rule lets the form re-check the coupon when the booking changes.
 */
export interface CouponCheck {
  valid: boolean;
  coupon?: { discountAmount: Paise } & Omit<CouponRule, 'discountAmount'>;
  error?: string;
}

/** The optional booking details POST /api/validate-coupon checks the coupon against. */
export interface CouponCheckRequest {
  code: string;
  venueId?: number;
  gradeGroup?: GradeGroup;
  takeawayKit?: boolean;
  phoneNumber?: string;
  email?: string;
}

// ---- Payments ----

/** GET /api/razorpay-config */
export interface RazorpayConfig {
  keyId: string | null;
  checkoutUrl: string | null;
}

/** GET /api/config/public */
export interface PublicConfig {
  razorpay_key_id: string | null;
  checkout_url: string | null;
}

/** Workshop verification carries booking_id; the store variant does not. */
export interface PaymentVerification {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  booking_id?: string;
}

// ---- Store orders ----

export interface ShippingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

export interface CreateOrderRequest {
  productId: string;
  qty: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: ShippingAddress;
  /** A school's or company's GSTIN for the tax invoice (optional). */
  buyerGstin?: string | null;
}

export interface CreateOrderResponse {
  order_id: string;
  amount: Paise;
  currency: string;
  /** Lets this buyer give the stock back at once when they close the checkout (POST /api/store/orders/{order_id}/release). */
  releaseToken: string;
}

export interface StoreVerifyResponse {
  success: boolean;
  redirectUrl: string;
}

export interface OrderDetails {
  orderId: string;
  productName: string;
  productSku: string;
  quantity: number;
  unitPrice: Paise;
  totalAmount: Paise;
  /** Shown as 'Completed' when absent. */
  paymentStatus: PaymentStatus | null;
  /** Shown as 'Processing' when absent. */
  orderStatus: OrderStatus | null;
  createdAt: string;
  /** Signed link to the GST invoice PDF; present once the payment is confirmed. */
  invoiceUrl?: string;
  /** Set when the asker has only the id: no invoice link (the invoice carries the buyer's address). */
  masked?: true;
}

export interface WhatsappConfirmationRequest {
  to: string;
  orderId: string;
  productName: string;
  sku: string;
  qty: number;
  amountInPaise: Paise;
}

export interface WhatsappConfirmationResponse {
  ok: boolean;
}

// ---- Catalogue ----

/** A product in /catalog.json; price and originalPrice are rupees. */
export interface CatalogProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  category: string;
  price: Rupees;
  originalPrice: Rupees | null;
  sku: string;
  brand: string;
  inventory: number;
  thumbnail: string;
  images: string[];
  features: string[];
  specifications: Record<string, string>;
  tags: string[];
  whatsapp_help_text: string;
  /** The buy button's label (beyond spec §3's list: the product page needs it). */
  ctaLabel: string;
}

export interface CatalogFile {
  products: CatalogProduct[];
  lastUpdated: string | null;
}

/** GET /api/stock: units in stock per active product id, live (catalog.json's inventory may lag a few seconds). */
export type LiveStock = Record<string, number>;

export interface CatalogInfo {
  totalProducts: number;
  lastUpdated: string | null;
}

// ---- Admin ----

/** Admin product in camelCase; price and mrp are integer rupees. */
export interface AdminProduct {
  id: string;
  name: string;
  shortName?: string | null;
  slug: string;
  category: ProductCategory;
  price: Rupees;
  mrp: Rupees;
  taxIncluded: boolean;
  /** HSN code printed on tax invoices. */
  hsnCode: string;
  sku: string;
  inventory: number;
  lowStockThreshold: number;
  images: string[];
  thumbnail: string;
  summary: string;
  descriptionHtml: string;
  features: string[];
  boxContents: string[];
  ageRange: string;
  shipping: string;
  warranty: string;
  returnPolicy: string;
  tags: string[];
  ctaLabel: string;
  whatsappHelpText?: string | null;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** What staff set on a coupon (POST/PUT /api/admin/coupons, and the rule of POST /api/admin/coupons/bulk). */
export type AdminCouponRule = Omit<CouponRule, 'code'> & { usageLimit: number; isActive: boolean };

export interface AdminCoupon extends AdminCouponRule {
  id: number;
  code: string;
  usedCount: number;
  /** Captured payments that used it, not given back (over its limit included). */
  redemptions: number;
  /** Paise paid by those bookings. */
  revenuePaise: Paise;
  /** Paise the coupon took off them. */
  discountGivenPaise: Paise;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/coupons/bulk (answered as a CSV of the codes). */
export type BulkCouponsRequest = Partial<AdminCouponRule> & { prefix: string; count: number };

export interface DashboardStats {
  totalVenues: number;
  activeVenues: number;
  totalCoupons: number;
  activeCoupons: number;
  totalAvailableSeats: number;
  totalCapacity: number;
  totalBookedSeats: number;
  totalProducts: number;
  activeProducts: number;
  totalInventory: number;
  totalRedemptions: number;
  /** Super Early Bird places taken by captured payments, of `earlyBirdLimit` (unpaid holds take none). */
  earlyBirdTaken: number;
  earlyBirdLimit: number;
  /** Early-bird prices honoured after the places had gone: quoted to a hold before the last place went, paid after. */
  earlyBirdOverLimit: number;
  /** Coupon redemptions captured after the coupon's last use went (quoted to a hold before): honoured, beyond its limit. */
  couponUsesOverLimit: number;
  /** Venues and products where live holds exceed HOLD_ALARM_SHARE of what is left. */
  hoardingAlarms: HoardingAlarm[];
  /** Seats of active venues taken by paid bookings, and by holds still awaiting payment. */
  paidSeats: number;
  heldSeats: number;
  /**
   * Net revenue (collected minus refunded, paise) today and since Monday, in India; only for the
   * roles that may see money (REVENUE_ROLES: owner and desk).
   */
  revenueToday?: Paise;
  revenueThisWeek?: Paise;
  today: string;
  weekStart: string;
  venueSeats: DashboardVenueSeats[];
  bookingsAwaitingPayment: number;
  ordersAwaitingPayment: number;
  /** Paid orders not yet shipped (unfulfilled or packed). */
  ordersToShip: number;
  /** Active products at or under their low-stock threshold, sold-out first. */
  lowStock: DashboardLowStock[];
}

export interface DashboardVenueSeats {
  id: number;
  displayName: string;
  maxSeats: number;
  paidSeats: number;
  heldSeats: number;
  /** Entries on the venue's waiting list still waiting for an offer. */
  waitingEntries: number;
}

export interface DashboardLowStock {
  id: string;
  name: string;
  sku: string;
  inventory: number;
  lowStockThreshold: number;
}

/** A venue or product that looks hoarded: new holds there need a solved challenge. */
export interface HoardingAlarm {
  kind: 'venue' | 'product';
  id: string;
  name: string;
  liveHolds: number;
  /** Seats or units left for sale. */
  left: number;
}

export interface AdminStatus {
  authenticated: boolean;
  /** The signed-in person, when authenticated. */
  staff?: SignedInStaff;
}

export interface SignedInStaff {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** One page of an admin list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  isActive: boolean;
  /** Invited and not yet set a password. */
  invitePending: boolean;
  inviteExpiresAt: string | null;
  createdAt: string;
}

export interface StaffInviteResult {
  staff: StaffMember;
  /** The one-time link to set a password (shown to the owner until e-mail sends it). */
  inviteUrl: string;
}

export interface AuditEventView {
  id: number;
  at: string;
  staffId: number | null;
  actor: string;
  role: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
}

export interface UploadUrlResponse {
  uploadURL: string;
}

export interface HealthStatus {
  /** `degraded` when anything below is down or late. */
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  /** How jobs run (`bullmq` on Redis, `inline` in-process), or `down` when Redis does not answer. */
  queue: 'bullmq' | 'inline' | 'down';
  /** What does not answer: `database`, `redis`. */
  down: string[];
  /** Repeatable jobs (`queue:name`) that have not run on time. */
  lateSchedules: string[];
}

/** A store order as the orders back office lists it (amounts in paise, times ISO). */
export interface AdminOrderSummary {
  orderId: string;
  createdAt: string;
  paidAt: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  productId: string;
  productName: string;
  productSku: string;
  quantity: number;
  totalAmount: Paise;
  paymentStatus: PaymentStatus;
  /** paid, partially refunded or refunded, from the money alone; null when never paid (libs/domain/src/money-status.ts). */
  moneyStatus: MoneyStatus | null;
  /** Paise refunded or being refunded. */
  refundedPaise: Paise;
  orderStatus: OrderStatus;
  fulfilment: FulfilmentState;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  city: string | null;
  pincode: string | null;
}

export interface AdminOrderPage {
  items: AdminOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One line of an order's story: when, what, who ("system", "buyer" or a staff name). */
export interface AdminTimelineEvent {
  at: string;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  unitPrice: Paise;
  gatewayOrderId: string | null;
  paymentId: string | null;
  shippingAddress: ShippingAddress | null;
  notes: string | null;
  /** The fulfilment states the signed-in person may move this order to. */
  nextFulfilment: FulfilmentMoveTarget[];
  /** Whether the cancel action applies (a paid order not with the buyer). */
  cancellable: boolean;
  /** Whether the order's units are still taken out of stock (false once restocked or never paid). */
  holdsStock: boolean;
  /** What may still be refunded of its payment, in paise. */
  refundablePaise: Paise;
  /** Units of the order that may still go back to stock (sold and not yet restocked). */
  restockableUnits: number;
  /** A hold that ran out unpaid, with a contact on file and no reminder sent yet. */
  remindable: boolean;
  timeline: AdminTimelineEvent[];
}

/** POST /api/admin/orders/{orderId}/cancel (with an Idempotency-Key header). */
export interface CancelOrderRequest {
  refund: OrderCancelRefund;
  restock: boolean;
  reason: string;
}

/**
 * POST /api/admin/orders/{orderId}/refund (with an Idempotency-Key header). An order is one line
 * today; when orders carry several, `restockQuantity` becomes `restock: { sku, quantity }[]`
 * (docs/decisions.md, "Store refunds").
 */
export interface OrderRefundRequest {
  amountPaise: OrderRefundAmount;
  reason: string;
  /** Units to put back in stock; none unless asked. */
  restockQuantity?: number;
}

export interface FulfilmentMoveRequest {
  state: FulfilmentMoveTarget;
  courier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

// ---- Tax invoices ----

/** GET /api/admin/invoices?ref=: a booking's or order's invoice and credit notes. */
export interface AdminInvoice {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  total: Paise;
  pdfUrl: string;
}

/** One booking in the admin bookings list (GET /api/admin/registrations). */
export interface DeskRegistration {
  bookingId: string;
  parentName: string;
  childName: string;
  phone: string;
  email: string;
  gradeGroup: string;
  school: string;
  venue: { id: number; displayName: string };
  /** pending, paid, expired, refunded, cancelled or refund_due. */
  status: string;
  /** paid, partially refunded or refunded, from the money alone; null when never paid (libs/domain/src/money-status.ts). */
  moneyStatus: MoneyStatus | null;
  /** Paise refunded or being refunded. */
  refundedPaise: Paise;
  totalAmount: Paise;
  originalAmount: Paise;
  discountAmount: Paise;
  coupon: string | null;
  createdAt: string;
  paidAt: string | null;
  checkedInAt: string | null;
  /** The booking includes a takeaway kit, and when the door handed it over (null until then). */
  takeawayKit: boolean;
  kitHandedOverAt: string | null;
}

/** GET /api/admin/registrations/{bookingId}: one booking and its whole story, oldest first. */
export interface DeskRegistrationDetail extends DeskRegistration {
  gatewayOrderId: string | null;
  paymentId: string | null;
  holdExpiresAt: string;
  /** What may still be refunded of the captured payment, in paise (0 without a payment). */
  refundablePaise: Paise;
  timeline: AdminTimelineEvent[];
}

/** How much a cancellation gives back: everything left, nothing, or an amount in paise. */
export type DeskRefundChoice = 'full' | 'none' | { amountPaise: Paise };

/** POST /api/admin/registrations/{bookingId}/cancel */
export interface DeskCancelRequest {
  refund: DeskRefundChoice;
  reason: string;
}

/** POST /api/admin/registrations/{bookingId}/refund */
export interface DeskRefundRequest {
  amountPaise: Paise;
  reason: string;
}

/** POST /api/admin/registrations/{bookingId}/transfer */
export interface DeskTransferRequest {
  venueId: number;
  reason?: string;
}

/** POST /api/admin/registrations/{bookingId}/notes */
export interface DeskNoteRequest {
  text: string;
}

/** GET/PUT /api/admin/settings/desk-refund-limit: the most a `desk` person may refund at once, in paise. */
export interface DeskRefundLimit {
  limitPaise: Paise;
}

/** GET /api/admin/venues/{id}/attendees: a venue's paid bookings for the printable sheet, by child's name. */
export interface AttendeeSheet {
  venue: { id: number; displayName: string; dateTime: string; address: string };
  attendees: Array<{
    bookingId: string;
    childName: string;
    gradeGroup: string;
    school: string;
    parentPhone: string;
    amountPaise: Paise;
    checkedIn: boolean;
    takeawayKit: boolean;
    kitHandedOver: boolean;
  }>;
}
