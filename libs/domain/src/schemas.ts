import { z } from './zod.js';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  DEFAULT_COUPON_USAGE_LIMIT,
  DEFAULT_CTA_LABEL,
  DEFAULT_HSN_CODE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_VENUE_SEATS_FORM,
  GRADE_GROUPS,
  PRODUCT_CATEGORIES,
} from './constants.js';
import { MESSAGES } from './messages.js';
import { EMAIL_RE, PINCODE_RE, SLUG_RE } from './patterns.js';
import { nationalMobile } from './phone.js';
import { BASE_TICKET_PAISE } from './pricing.js';
import { BULK_COUPON_MAX, BULK_PREFIX_PATTERN, COUPON_KINDS } from './coupon-rules.js';
import {
  controlCharsMessage,
  ID_RE,
  NO_CONTROL_CHARS_RE,
  PRODUCT_ID_INVALID,
  TEXT_FIELDS,
  tooLongMessage,
  type LimitedField,
} from './text-limits.js';
import { HSN_RE, isValidGstin, normaliseGstin } from './gst.js';
import { paise, rupees, rupeesToPaise } from './money.js';
import { parseVenueTime, VENUE_TIME_MESSAGES } from './venue-times.js';
import type { BulkCouponsRequest, RegistrationRequest } from './api-types.js';

// Zod compiles validators with `new Function` unless told not to; the site's Content-Security-Policy
// forbids eval, so schemas run interpreted (fast enough for forms).
z.config({ jitless: true });

/** A trimmed string that must not be empty; a missing value gets the same message. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A trimmed string of at least `min` characters. */
const minText = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);
/** An integer of at least `min`; a missing or fractional value gets the same message. */
const intAtLeast = (min: number, message: string) => z.number({ error: message }).int(message).min(min, message);
/** A whole number of paise in a request body, named as paise where the body is read (docs/decisions.md, "Data and money"). */
const paiseAtLeast = (min: number, message: string) => intAtLeast(min, message).transform(paise);

/** The longest `field` may be (text-limits.ts), with its message. */
const maxOf = (field: LimitedField): [number, string] => [
  TEXT_FIELDS[field].max,
  tooLongMessage(TEXT_FIELDS[field].label, TEXT_FIELDS[field].max),
];

/** A person's name: at least 2 characters, within its limit, without control characters. */
const personName = (field: 'parentName' | 'childName' | 'customerName', minMessage: string) =>
  minText(2, minMessage)
    .max(...maxOf(field))
    .regex(NO_CONTROL_CHARS_RE, controlCharsMessage(TEXT_FIELDS[field].label));

/** A mobile number as typed or pasted (`+91 98220 12345`, `098220-12345`...), read as its 10 digits. */
const mobile = z
  .string({ error: MESSAGES.mobileInvalid })
  .refine((value) => nationalMobile(value) !== null, MESSAGES.mobileInvalid)
  .transform((value) => nationalMobile(value)!);

const email = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .regex(EMAIL_RE, MESSAGES.emailInvalid)
  .max(...maxOf('email'));

/** Absolute http(s) URL, or a root-relative path such as '/uploads/x.png' (local upload storage). */
export function isAssetUrl(value: string): boolean {
  // Browsers read a backslash as '/', so '/\evil.example/x.png' would be another host, like '//evil.example'.
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
const assetUrl = (message: string) => z.string({ error: message }).trim().refine(isAssetUrl, message);

// ---- Workshop registration (spec §5) ----

/** A school's or company's GSTIN for the tax invoice: empty, or valid by its checksum. */
const optionalGstin = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidGstin(value), MESSAGES.gstinInvalid)
  .optional();

const registrationFields = {
  parentName: personName('parentName', MESSAGES.parentNameMin),
  email,
  childName: personName('childName', MESSAGES.childNameMin),
  gradeGroup: z.enum(GRADE_GROUPS, { error: MESSAGES.gradeGroupInvalid }),
  schoolName: minText(2, MESSAGES.schoolNameMin).max(...maxOf('schoolName')),
  venueId: intAtLeast(1, MESSAGES.venueRequired),
  takeawayKit: z.boolean().default(false),
  totalAmount: intAtLeast(0, MESSAGES.invalidAmount),
  originalAmount: intAtLeast(BASE_TICKET_PAISE, MESSAGES.invalidOriginalAmount),
  couponCode: z.string().trim().max(COUPON_CODE_MAX, MESSAGES.couponCodeTooLong).nullish(),
  discountAmount: intAtLeast(0, MESSAGES.invalidAmount).default(0),
  buyerGstin: optionalGstin,
};

/** The landing-page form: a 10-digit mobile beside a fixed 91 prefix, plus the terms box. */
export const registrationFormSchema = z.object({
  ...registrationFields,
  mobileNumber: mobile,
  // boolean (not literal true) so a form can start unticked
  termsAccepted: z.boolean({ error: MESSAGES.termsRequired }).refine((accepted) => accepted, MESSAGES.termsRequired),
});

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

/** Form values to the request body: phoneNumber = '91' + mobile; termsAccepted is not sent. */
export function registrationFormToRequest(values: RegistrationFormValues): RegistrationRequest {
  const { mobileNumber, termsAccepted: _terms, couponCode, buyerGstin, ...rest } = values;
  return {
    ...rest,
    totalAmount: paise(rest.totalAmount),
    originalAmount: paise(rest.originalAmount),
    discountAmount: paise(rest.discountAmount),
    couponCode: couponCode ? couponCode.toUpperCase() : undefined,
    buyerGstin: buyerGstin ? normaliseGstin(buyerGstin) : undefined,
    phoneNumber: `91${mobileNumber}`,
  };
}

// ---- Coupons ----

const couponCode = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.couponCodeRequired : MESSAGES.invalidInput) })
  .trim()
  .min(1, MESSAGES.couponCodeRequired)
  .min(COUPON_CODE_MIN, MESSAGES.couponCodeMin)
  .max(COUPON_CODE_MAX, MESSAGES.couponCodeTooLong)
  .toUpperCase();
const usageLimit = intAtLeast(1, MESSAGES.usageLimitMin).default(DEFAULT_COUPON_USAGE_LIMIT);

/** A date typed as YYYY-MM-DD (a day in India), or empty. */
const dayOrEmpty = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, MESSAGES.invalidInput)
  .default('');
/** An empty number field is NaN: here it means "no limit". */
const optionalLimit = z
  .union([z.nan(), intAtLeast(1, MESSAGES.perContactLimitMin)])
  .transform((value) => (Number.isNaN(value) ? null : value))
  .default(null);

/** What a coupon takes off and where it applies, as the admin form types it (one coupon or a bulk batch). */
const couponRuleFormShape = {
  kind: z.enum(COUPON_KINDS).default('flat'),
  discountRupees: z.number({ error: MESSAGES.invalidInput }).min(0, MESSAGES.discountMin),
  percentOff: z.union([z.nan(), z.number()]).default(Number.NaN),
  validFromDay: dayOrEmpty,
  validUntilDay: dayOrEmpty,
  venueIds: z.array(z.number().int()).default([]),
  gradeGroups: z.array(z.enum(GRADE_GROUPS)).default([]),
  /** null: every edition. */
  editionId: z.number().int().nullable().default(null),
  appliesToTickets: z.boolean().default(true),
  appliesToKits: z.boolean().default(true),
  perContactLimit: optionalLimit,
  minAmountRupees: z.union([z.nan(), z.number().min(0, MESSAGES.minAmountNotNegative)]).default(0),
  usageLimit,
  isActive: z.boolean().default(true),
};
type CouponRuleFormValues = z.output<z.ZodObject<typeof couponRuleFormShape>>;

function refineCouponRule(form: CouponRuleFormValues, ctx: z.core.$RefinementCtx<CouponRuleFormValues>): void {
  if (form.kind === 'percent' && !(Number.isInteger(form.percentOff) && form.percentOff >= 1 && form.percentOff <= 100))
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: MESSAGES.percentOffRange });
  if (form.validFromDay && form.validUntilDay && form.validUntilDay < form.validFromDay)
    ctx.addIssue({ code: 'custom', path: ['validUntilDay'], message: MESSAGES.couponWindowOrder });
  if (!form.appliesToTickets && !form.appliesToKits)
    ctx.addIssue({ code: 'custom', path: ['appliesToKits'], message: MESSAGES.couponAppliesToNothing });
}

/**
 * Admin coupon form: amounts typed in rupees, the window as days in India (from the start of the
 * first to the end of the last), an empty scope list meaning "every".
 */
export const couponAdminSchema = z.object({ code: couponCode, ...couponRuleFormShape }).superRefine(refineCouponRule);
/** The bulk codes form: a prefix and a count with the rule every code gets. */
export const bulkCouponsFormSchema = z
  .object({
    prefix: z.string().trim().toUpperCase().regex(BULK_PREFIX_PATTERN, MESSAGES.bulkPrefixInvalid),
    count: z
      .number({ error: MESSAGES.bulkCountRange })
      .int(MESSAGES.bulkCountRange)
      .min(1, MESSAGES.bulkCountRange)
      .max(BULK_COUPON_MAX, MESSAGES.bulkCountRange),
    ...couponRuleFormShape,
  })
  .superRefine(refineCouponRule);
export type BulkCouponsFormInput = z.input<typeof bulkCouponsFormSchema>;
export type BulkCouponsForm = z.output<typeof bulkCouponsFormSchema>;
export type CouponAdminFormInput = z.input<typeof couponAdminSchema>;
export type CouponAdminForm = z.output<typeof couponAdminSchema>;

const isoTimeOrNull = z.iso.datetime({ offset: true, error: MESSAGES.invalidInput }).nullable().default(null);

/** Body of POST/PUT /api/admin/coupons (amounts in paise; a flat discount at least 1). */
export const couponPayloadSchema = z
  .object({
    code: couponCode,
    kind: z.enum(COUPON_KINDS).default('flat'),
    discountAmount: paiseAtLeast(1, MESSAGES.discountMin).optional(),
    percentOff: intAtLeast(1, MESSAGES.percentOffRange).max(100, MESSAGES.percentOffRange).nullable().optional(),
    validFrom: isoTimeOrNull,
    validUntil: isoTimeOrNull,
    venueIds: z.array(z.number().int()).nullable().default(null),
    editionId: z.number().int().nullable().default(null),
    gradeGroups: z
      .array(z.enum(GRADE_GROUPS, { error: MESSAGES.gradeGroupInvalid }))
      .nullable()
      .default(null),
    appliesToTickets: z.boolean().default(true),
    appliesToKits: z.boolean().default(true),
    perContactLimit: intAtLeast(1, MESSAGES.perContactLimitMin).nullable().default(null),
    minAmountPaise: paiseAtLeast(0, MESSAGES.minAmountNotNegative).default(paise(0)),
    usageLimit,
    isActive: z.boolean().default(true),
  })
  .superRefine((payload, ctx) => {
    if (payload.kind === 'flat' && payload.discountAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: MESSAGES.discountMin });
    if (payload.kind === 'percent' && (payload.percentOff === undefined || payload.percentOff === null))
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: MESSAGES.percentOffRange });
  });
export type CouponPayloadInput = z.input<typeof couponPayloadSchema>;
export type CouponPayload = z.output<typeof couponPayloadSchema>;

/** Midnight in India starting `day` (YYYY-MM-DD), as an ISO time. */
export const indiaDayStart = (day: string): string => new Date(`${day}T00:00:00+05:30`).toISOString();
/** The day in India (YYYY-MM-DD) an ISO time falls on. */
export const indiaDayOf = (iso: string): string =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
/** The last day in India (YYYY-MM-DD) before `iso`: a coupon's last day, from its `validUntil`. */
export const indiaDayBefore = (iso: string): string => indiaDayOf(new Date(new Date(iso).getTime() - 1).toISOString());
const dayAfter = (day: string): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

export function couponFormToPayload(form: CouponAdminForm): CouponPayload {
  return { code: form.code, ...ruleFormToPayload(form) };
}

export function bulkFormToRequest({ prefix, count, ...rule }: BulkCouponsForm): BulkCouponsRequest {
  return { prefix, count, ...ruleFormToPayload(rule) };
}

function ruleFormToPayload(form: CouponRuleFormValues): Omit<CouponPayload, 'code'> {
  const percent = form.kind === 'percent';
  return {
    kind: form.kind,
    ...(percent ? { percentOff: form.percentOff } : { discountAmount: rupeesToPaise(rupees(form.discountRupees)) }),
    validFrom: form.validFromDay ? indiaDayStart(form.validFromDay) : null,
    validUntil: form.validUntilDay ? indiaDayStart(dayAfter(form.validUntilDay)) : null,
    venueIds: form.venueIds.length ? form.venueIds : null,
    gradeGroups: form.gradeGroups.length ? form.gradeGroups : null,
    editionId: form.editionId,
    appliesToTickets: form.appliesToTickets,
    appliesToKits: form.appliesToKits,
    perContactLimit: form.perContactLimit,
    minAmountPaise: Number.isNaN(form.minAmountRupees) ? paise(0) : rupeesToPaise(rupees(form.minAmountRupees)),
    usageLimit: form.usageLimit,
    isActive: form.isActive,
  };
}

// ---- Venues ----

/** An India-time `datetime-local` entry (`2026-12-14T10:00`); past times are the server's to refuse. */
const venueTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => parseVenueTime(text) !== null, message);

/**
 * The admin venue form: the workshop's start and end in India time, and optionally when bookings
 * close (empty: two hours before the start). The SPEC's `dateTime` is rendered from them by the server.
 */
export const venueFormSchema = z
  .object({
    name: requiredText(MESSAGES.venueNameRequired).max(...maxOf('venueName')),
    displayName: requiredText(MESSAGES.displayNameRequired).max(...maxOf('displayName')),
    city: requiredText(MESSAGES.cityRequired).max(...maxOf('venueCity')),
    address: requiredText(MESSAGES.addressRequired).max(...maxOf('venueAddress')),
    startsAt: venueTime(VENUE_TIME_MESSAGES.startsAtInvalid),
    endsAt: venueTime(VENUE_TIME_MESSAGES.endsAtInvalid),
    bookingClosesAt: z
      .string()
      .trim()
      .refine((text) => text === '' || parseVenueTime(text) !== null, VENUE_TIME_MESSAGES.bookingClosesAtInvalid)
      .default(''),
    bookedSeats: intAtLeast(0, MESSAGES.bookedSeatsMin).default(0),
    isActive: z.boolean().default(true),
    maxSeats: intAtLeast(1, MESSAGES.maxSeatsFormMin).default(DEFAULT_VENUE_SEATS_FORM),
  })
  .superRefine(({ startsAt, endsAt, bookingClosesAt }, ctx) => {
    const [start, end, closes] = [startsAt, endsAt, bookingClosesAt].map((text) => parseVenueTime(text));
    if (start && end && end <= start)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: VENUE_TIME_MESSAGES.endBeforeStart });
    if (start && closes && closes > start)
      ctx.addIssue({ code: 'custom', path: ['bookingClosesAt'], message: VENUE_TIME_MESSAGES.closesAfterStart });
  });
export type VenueFormInput = z.input<typeof venueFormSchema>;
export type VenueFormValues = z.output<typeof venueFormSchema>;

// ---- Products ----

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();
const textList = (message: string) => z.array(requiredText(message)).default([]);

/** Admin product payload (camelCase); price and mrp are integer rupees. */
export const productAdminSchema = z.object({
  id: requiredText(MESSAGES.productIdRequired).regex(ID_RE, PRODUCT_ID_INVALID),
  name: minText(2, MESSAGES.productNameMin).max(255, MESSAGES.productNameTooLong),
  shortName: optionalText(100, MESSAGES.shortNameTooLong),
  slug: requiredText(MESSAGES.slugRequired).max(255, MESSAGES.slugTooLong).regex(SLUG_RE, MESSAGES.slugInvalid),
  category: z.enum(PRODUCT_CATEGORIES, { error: MESSAGES.categoryRequired }),
  price: intAtLeast(1, MESSAGES.priceMin),
  mrp: intAtLeast(1, MESSAGES.mrpMin),
  taxIncluded: z.boolean().default(true),
  hsnCode: z.string().trim().regex(HSN_RE, MESSAGES.hsnInvalid).default(DEFAULT_HSN_CODE),
  sku: requiredText(MESSAGES.skuRequired).max(50, MESSAGES.skuTooLong),
  inventory: intAtLeast(0, MESSAGES.inventoryMin).default(0),
  lowStockThreshold: intAtLeast(0, MESSAGES.lowStockThresholdMin).default(DEFAULT_LOW_STOCK_THRESHOLD),
  images: z.array(assetUrl(MESSAGES.imageUrlInvalid)).default([]),
  thumbnail: z
    .string({ error: MESSAGES.thumbnailUrlInvalid })
    .trim()
    .refine((url) => url === '' || isAssetUrl(url), MESSAGES.thumbnailUrlInvalid)
    .default(''),
  summary: minText(10, MESSAGES.summaryMin).max(500, MESSAGES.summaryTooLong),
  descriptionHtml: z.string().default(''),
  features: textList(MESSAGES.featureEmpty),
  boxContents: textList(MESSAGES.boxContentEmpty),
  ageRange: requiredText(MESSAGES.ageRangeRequired),
  shipping: requiredText(MESSAGES.shippingRequired),
  warranty: requiredText(MESSAGES.warrantyRequired),
  returnPolicy: requiredText(MESSAGES.returnPolicyRequired),
  tags: z.array(z.string().trim()).default([]),
  ctaLabel: z
    .string()
    .trim()
    .optional()
    .transform((label) => label || DEFAULT_CTA_LABEL),
  whatsappHelpText: z.string().trim().optional(),
  isActive: z.boolean().default(true),
});
export type ProductAdminInput = z.input<typeof productAdminSchema>;
export type ProductAdminData = z.output<typeof productAdminSchema>;

// ---- Orders ----

export const shippingAddressSchema = z.object({
  line1: requiredText(MESSAGES.addressLine1Required).max(...maxOf('line1')),
  line2: z
    .string()
    .trim()
    .max(...maxOf('line2'))
    .optional(),
  city: requiredText(MESSAGES.cityRequired).max(...maxOf('city')),
  state: requiredText(MESSAGES.stateRequired).max(...maxOf('state')),
  pincode: z.string({ error: MESSAGES.pincodeInvalid }).trim().regex(PINCODE_RE, MESSAGES.pincodeInvalid),
});

/** Buyer details collected before a store payment. */
export const buyerDetailsSchema = z.object({
  customerName: personName('customerName', MESSAGES.customerNameMin),
  customerEmail: email,
  customerPhone: mobile,
  shippingAddress: shippingAddressSchema,
  buyerGstin: optionalGstin.transform((value) => (value ? normaliseGstin(value) : undefined)),
});
export type BuyerDetailsInput = z.input<typeof buyerDetailsSchema>;
export type BuyerDetails = z.output<typeof buyerDetailsSchema>;

// ---- Logins ----

export const adminPasswordLoginSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type AdminPasswordLogin = z.output<typeof adminPasswordLoginSchema>;

export const userLoginSchema = z.object({
  username: requiredText(MESSAGES.usernameRequired),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type UserLogin = z.output<typeof userLoginSchema>;
