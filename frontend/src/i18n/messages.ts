import { MESSAGES, type ErrorCode, type Language } from '@robo/domain';
import { errorBody, errorCode, serverMessage, type ServerMessageOptions } from '../api/errors';
import type { Translate } from './useT';

/** The keys of MESSAGES whose text is fixed (the templated ones are functions). */
export type StaticMessageKey = {
  [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? K : never;
}[keyof typeof MESSAGES];

/**
 * Each fixed MESSAGES text's catalogue key: `validation.<key>`, whose English is MESSAGES[key] byte
 * for byte (messages.test.ts; docs/decisions.md, Languages). Written out whole, so the catalogue
 * check finds every key in use.
 */
export const MESSAGE_KEYS: Record<StaticMessageKey, string> = {
  parentNameMin: 'validation.parentNameMin',
  childNameMin: 'validation.childNameMin',
  schoolNameMin: 'validation.schoolNameMin',
  phoneInvalid: 'validation.phoneInvalid',
  mobileInvalid: 'validation.mobileInvalid',
  emailInvalid: 'validation.emailInvalid',
  gradeGroupInvalid: 'validation.gradeGroupInvalid',
  venueRequired: 'validation.venueRequired',
  invalidAmount: 'validation.invalidAmount',
  invalidOriginalAmount: 'validation.invalidOriginalAmount',
  termsRequired: 'validation.termsRequired',
  noSeatsTitle: 'validation.noSeatsTitle',
  venueFull: 'validation.venueFull',
  couponCodeEmpty: 'validation.couponCodeEmpty',
  couponInvalid: 'validation.couponInvalid',
  couponInactive: 'validation.couponInactive',
  couponUsedUp: 'validation.couponUsedUp',
  couponValidateFailed: 'validation.couponValidateFailed',
  couponExpired: 'validation.couponExpired',
  couponNotYetValid: 'validation.couponNotYetValid',
  couponNotForWorkshop: 'validation.couponNotForWorkshop',
  couponContactUsedUp: 'validation.couponContactUsedUp',
  percentOffRange: 'validation.percentOffRange',
  couponWindowOrder: 'validation.couponWindowOrder',
  couponAppliesToNothing: 'validation.couponAppliesToNothing',
  perContactLimitMin: 'validation.perContactLimitMin',
  minAmountNotNegative: 'validation.minAmountNotNegative',
  bulkPrefixInvalid: 'validation.bulkPrefixInvalid',
  bulkCountRange: 'validation.bulkCountRange',
  couponCodeMin: 'validation.couponCodeMin',
  couponCodeTooLong: 'validation.couponCodeTooLong',
  couponCodeRequired: 'validation.couponCodeRequired',
  invalidInput: 'validation.invalidInput',
  discountMin: 'validation.discountMin',
  usageLimitMin: 'validation.usageLimitMin',
  venueNameRequired: 'validation.venueNameRequired',
  displayNameRequired: 'validation.displayNameRequired',
  cityRequired: 'validation.cityRequired',
  addressRequired: 'validation.addressRequired',
  dateTimeRequired: 'validation.dateTimeRequired',
  maxSeatsMin: 'validation.maxSeatsMin',
  maxSeatsFormMin: 'validation.maxSeatsFormMin',
  bookedSeatsMin: 'validation.bookedSeatsMin',
  maxSeatsBelowBooked: 'validation.maxSeatsBelowBooked',
  productIdRequired: 'validation.productIdRequired',
  productNameMin: 'validation.productNameMin',
  productNameTooLong: 'validation.productNameTooLong',
  shortNameTooLong: 'validation.shortNameTooLong',
  slugRequired: 'validation.slugRequired',
  slugTooLong: 'validation.slugTooLong',
  slugInvalid: 'validation.slugInvalid',
  categoryRequired: 'validation.categoryRequired',
  priceMin: 'validation.priceMin',
  mrpMin: 'validation.mrpMin',
  skuRequired: 'validation.skuRequired',
  skuTooLong: 'validation.skuTooLong',
  hsnInvalid: 'validation.hsnInvalid',
  inventoryMin: 'validation.inventoryMin',
  lowStockThresholdMin: 'validation.lowStockThresholdMin',
  imageUrlInvalid: 'validation.imageUrlInvalid',
  thumbnailUrlInvalid: 'validation.thumbnailUrlInvalid',
  summaryMin: 'validation.summaryMin',
  summaryTooLong: 'validation.summaryTooLong',
  featureEmpty: 'validation.featureEmpty',
  boxContentEmpty: 'validation.boxContentEmpty',
  ageRangeRequired: 'validation.ageRangeRequired',
  shippingRequired: 'validation.shippingRequired',
  warrantyRequired: 'validation.warrantyRequired',
  returnPolicyRequired: 'validation.returnPolicyRequired',
  orderIdRequired: 'validation.orderIdRequired',
  productNameRequired: 'validation.productNameRequired',
  productSkuRequired: 'validation.productSkuRequired',
  quantityMin: 'validation.quantityMin',
  quantityRange: 'validation.quantityRange',
  unitPriceMin: 'validation.unitPriceMin',
  totalAmountMin: 'validation.totalAmountMin',
  customerNameMin: 'validation.customerNameMin',
  addressLine1Required: 'validation.addressLine1Required',
  stateRequired: 'validation.stateRequired',
  pincodeInvalid: 'validation.pincodeInvalid',
  gstinInvalid: 'validation.gstinInvalid',
  passwordRequired: 'validation.passwordRequired',
  adminPasswordPrompt: 'validation.adminPasswordPrompt',
  usernameRequired: 'validation.usernameRequired',
  loginFailedTitle: 'validation.loginFailedTitle',
  invalidCredentials: 'validation.invalidCredentials',
  invalidPassword: 'validation.invalidPassword',
  loginSuccessful: 'validation.loginSuccessful',
  uploadFailed: 'validation.uploadFailed',
  registrationFailedTitle: 'validation.registrationFailedTitle',
  registrationFailed: 'validation.registrationFailed',
  paymentGatewayErrorTitle: 'validation.paymentGatewayErrorTitle',
  paymentGatewayNotConfigured: 'validation.paymentGatewayNotConfigured',
  paymentGatewayLoadFailed: 'validation.paymentGatewayLoadFailed',
  paymentGatewayUnavailable: 'validation.paymentGatewayUnavailable',
  paymentVerificationFailedTitle: 'validation.paymentVerificationFailedTitle',
  paymentVerifyFailed: 'validation.paymentVerifyFailed',
  invalidAccess: 'validation.invalidAccess',
  errorTitle: 'validation.errorTitle',
  venueAddFailed: 'validation.venueAddFailed',
  venueUpdateFailed: 'validation.venueUpdateFailed',
  venueDeleteFailed: 'validation.venueDeleteFailed',
  venueDeactivateFailed: 'validation.venueDeactivateFailed',
  couponCreateFailed: 'validation.couponCreateFailed',
  couponUpdateFailed: 'validation.couponUpdateFailed',
  couponDeleteFailed: 'validation.couponDeleteFailed',
  productCreateErrorTitle: 'validation.productCreateErrorTitle',
  productUpdateErrorTitle: 'validation.productUpdateErrorTitle',
  productDeleteErrorTitle: 'validation.productDeleteErrorTitle',
  catalogSyncFailed: 'validation.catalogSyncFailed',
  productsFetchFailed: 'validation.productsFetchFailed',
  productsLoadFailed: 'validation.productsLoadFailed',
  paymentFailedTitle: 'validation.paymentFailedTitle',
  paymentFailedFallback: 'validation.paymentFailedFallback',
  checkoutErrorTitle: 'validation.checkoutErrorTitle',
  checkoutInitFailed: 'validation.checkoutInitFailed',
  verificationErrorTitle: 'validation.verificationErrorTitle',
  verificationFailedAfterPayment: 'validation.verificationFailedAfterPayment',
  checkoutClosed: 'validation.checkoutClosed',
  paymentVerificationFailed: 'validation.paymentVerificationFailed',
  configFetchFailed: 'validation.configFetchFailed',
  razorpayScriptFailed: 'validation.razorpayScriptFailed',
  loadingBooking: 'validation.loadingBooking',
  bookingNotFound: 'validation.bookingNotFound',
  orderNotFound: 'validation.orderNotFound',
  productNotFound: 'validation.productNotFound',
  productNotFoundDetail: 'validation.productNotFoundDetail',
  errorLoadingProducts: 'validation.errorLoadingProducts',
  errorLoadingProductsDetail: 'validation.errorLoadingProductsDetail',
  noProductsFound: 'validation.noProductsFound',
  noProductsMatch: 'validation.noProductsMatch',
  noProductsYet: 'validation.noProductsYet',
  pageNotFound: 'validation.pageNotFound',
  seatHeldFor: 'validation.seatHeldFor',
  holdEndedNotice: 'validation.holdEndedNotice',
  holdStartAgain: 'validation.holdStartAgain',
  paymentSuccessful: 'validation.paymentSuccessful',
  couponApplied: 'validation.couponApplied',
  couponRemoved: 'validation.couponRemoved',
  venueAdded: 'validation.venueAdded',
  venueUpdated: 'validation.venueUpdated',
  venueDeleted: 'validation.venueDeleted',
  venueDeactivated: 'validation.venueDeactivated',
  couponCreated: 'validation.couponCreated',
  couponUpdated: 'validation.couponUpdated',
  couponDeleted: 'validation.couponDeleted',
  productCreated: 'validation.productCreated',
  productUpdated: 'validation.productUpdated',
  productDeleted: 'validation.productDeleted',
  catalogSynced: 'validation.catalogSynced',
};

/** MESSAGES' templated texts a parent meets, with their catalogue key and the names of their arguments. */
const TEMPLATES = [
  { key: 'validation.couponBelowMinimum', names: ['minimum'], text: MESSAGES.couponBelowMinimum },
] as const;

/** The refusals a parent meets on the public pages, by reason code (libs/domain/src/error-codes.ts). */
export const ERROR_KEYS: Partial<Record<ErrorCode, string>> = {
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'errors.INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'errors.SERVICE_UNAVAILABLE',
  challenge_required: 'errors.challenge_required',
  contact_holds: 'errors.contact_holds',
  client_holds: 'errors.client_holds',
  holds_ceiling: 'errors.holds_ceiling',
  HOLDS_BUSY: 'errors.HOLDS_BUSY',
  SEATS_AVAILABLE: 'errors.SEATS_AVAILABLE',
  WAITLIST_CLOSED: 'errors.WAITLIST_CLOSED',
  OFFER_GONE: 'errors.OFFER_GONE',
  ENTRY_NOT_FOUND: 'errors.ENTRY_NOT_FOUND',
  VENUE_FULL: 'errors.VENUE_FULL',
  VENUE_UNAVAILABLE: 'errors.VENUE_UNAVAILABLE',
  VENUE_NOT_FOUND: 'errors.VENUE_NOT_FOUND',
  BOOKING_CLOSED: 'errors.BOOKING_CLOSED',
  PRICE_CHANGED: 'errors.PRICE_CHANGED',
  COUPON_EXHAUSTED: 'errors.COUPON_EXHAUSTED',
  COUPON_INVALID: 'errors.COUPON_INVALID',
  COUPON_NOT_APPLICABLE: 'errors.COUPON_NOT_APPLICABLE',
  RELEASE_REFUSED: 'errors.RELEASE_REFUSED',
  BOOKING_NOT_FOUND: 'errors.BOOKING_NOT_FOUND',
  PAYMENT_VERIFICATION_FAILED: 'errors.PAYMENT_VERIFICATION_FAILED',
  LATE_PAYMENT_REFUNDED: 'errors.LATE_PAYMENT_REFUNDED',
  HOLD_ENDED: 'errors.HOLD_ENDED',
  HOLD_NOT_FOUND: 'errors.HOLD_NOT_FOUND',
  GATEWAY_UNAVAILABLE: 'errors.GATEWAY_UNAVAILABLE',
  OUT_OF_STOCK: 'errors.OUT_OF_STOCK',
  ORDER_NOT_FOUND: 'errors.ORDER_NOT_FOUND',
  PRODUCT_NOT_FOUND: 'errors.PRODUCT_NOT_FOUND',
  // Find my booking and the parent's own changes (myBooking.json).
  CODE_WRONG: 'myBooking.error.CODE_WRONG',
  CODE_SPENT: 'myBooking.error.CODE_SPENT',
  CHANNEL_MISMATCH: 'myBooking.error.CHANNEL_MISMATCH',
  SIGNED_OUT: 'myBooking.error.SIGNED_OUT',
  NOT_YOURS: 'myBooking.error.NOT_YOURS',
  CHANGES_CLOSED: 'myBooking.error.CHANGES_CLOSED',
  OTHER_EDITION: 'myBooking.error.OTHER_EDITION',
  REQUEST_OPEN: 'myBooking.error.REQUEST_OPEN',
};

const KEY_OF_TEXT = new Map<string, string>(
  (Object.keys(MESSAGE_KEYS) as StaticMessageKey[]).map((key) => [MESSAGES[key], MESSAGE_KEYS[key]]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text as a pattern that captures its arguments, in order. */
const TEMPLATE_PATTERNS = TEMPLATES.map(({ key, names, text }) => {
  const marker = '\u0000';
  const pattern = new RegExp(`^${text(marker).split(marker).map(escapeRegExp).join('(.+)')}$`);
  return { key, names, pattern };
});

/**
 * An English MESSAGES text (a zod error, a coupon check's reason, the server's words) in the page's
 * language; any other text as it is. English stays byte-identical: its catalogue text is MESSAGES'.
 */
export function translateMessage(t: Translate, text: string): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return t(key);
  for (const { key: templateKey, names, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(templateKey, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return text;
}

/**
 * The server's words from a failed call (serverMessage) in the page's language: each MESSAGES text
 * translated, else the refusal's reason code (`errors.<CODE>`), else the server's own English. An
 * English page shows the server's words unchanged (the SPEC's texts).
 */
export function translatedServerMessage(
  { t, language }: { t: Translate; language: Language },
  error: unknown,
  options: ServerMessageOptions = {},
): string | undefined {
  const text = serverMessage(error, options);
  if (text === undefined || language === 'en') return text;
  const message = errorBody(error)?.message;
  const parts: unknown[] = Array.isArray(message) ? message : [text];
  const translated = parts.map((part) => translateMessage(t, String(part)));
  if (translated.some((part, index) => part !== parts[index])) return translated.join('. ');
  const code = errorCode(error);
  const key = code && ERROR_KEYS[code];
  return key ? t(key) : text;
}
