import { HSN_RE, isValidGstin, normaliseGstin, rupees, rupeesToPaise, type Paise } from '@robo/domain';
import { isIP } from 'node:net';
import { adminPasswordProblem, DEV_SESSION_SECRET, sessionSecretProblem } from './production-secrets.js';

/**
 * Every setting the app reads, typed and checked once at boot (design §2a).
 * The names are a contract with deployments and tests; defaults suit development.
 */
export type AppRole = 'web' | 'worker' | 'all';

export class Settings {
  port!: number;
  publicUrl!: string;
  nodeEnv!: string;
  appRole!: AppRole;
  /** A postgres:// URL, 'embedded', or undefined (probe 127.0.0.1:5432, else embedded). */
  databaseUrl?: string;
  /** A redis:// URL, 'inline', or undefined (probe 127.0.0.1:6379, else inline). */
  redisUrl?: string;
  sessionSecret!: string;
  /** Links signed with SESSION_SECRET itself (before per-purpose keys) are accepted until the end of this day (UTC). */
  legacySignaturesUntil!: Date | null;
  adminUsername!: string;
  /** The admin password in plain text, unless ADMIN_PASSWORD_HASH gives its argon2 hash instead. */
  adminPassword?: string;
  adminPasswordHash?: string;
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  razorpayWebhookSecret?: string;
  razorpayApiUrl?: string;
  razorpayCheckoutUrl!: string;
  holdSeconds!: number;
  /** How long a hold lasts until its checkout is opened (0 = off: HOLD_SECONDS from the start). */
  holdUnopenedSeconds!: number;
  reconcileEverySeconds!: number;
  reconcileAfterSeconds!: number;
  /** Gateway orders one reconciliation run asks about per kind (bookings, orders). */
  reconcileBatch!: number;
  earlyBirdLimit!: number;
  /** How long a waiting-list offer holds its seat for the entry (backend/src/waitlist). */
  waitlistOfferMinutes!: number;
  whatsappToken?: string;
  whatsappPhoneNumberId?: string;
  whatsappApiUrl!: string;
  whatsappBusinessNumber!: string;
  /** Approved Cloud API template names per message template (backend/src/messages/README.md). */
  whatsappTemplates!: Partial<Record<string, string>>;
  whatsappTemplateLanguage!: string;
  /** The approved announcement template's body parameters, in order (announcements README). */
  announcementWhatsappParams!: string[];
  /** Announcement e-mails handed to the SMTP server per minute, and WhatsApp messages per second. */
  announcementEmailsPerMinute!: number;
  announcementWhatsappPerSecond!: number;
  /** Contacts one step of an announcement's expansion job adds (one transaction). */
  announcementBatch!: number;
  /** Verifies the Cloud API's webhook signatures (X-Hub-Signature-256). */
  whatsappAppSecret?: string;
  /** Echoed back when Meta verifies the webhook URL. */
  whatsappVerifyToken?: string;
  /** An smtp:// or smtps:// URL; without one, e-mails stay in the messages outbox. */
  smtpUrl?: string;
  mailFrom!: string;
  uploadsDir!: string;
  dataDir!: string;
  s3Bucket?: string;
  s3Region?: string;
  s3Endpoint?: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
  seedDemo!: boolean;
  // Shared limits (backend/src/common/limits, docs/security.md); 0 turns one off.
  /** Login attempts per client per minute (both login forms together). */
  loginRateLimit!: number;
  /** WhatsApp confirmation sends per client per minute. */
  whatsappSendsPerClient!: number;
  /** Holds (bookings and orders together) per client per 10 minutes before a challenge is asked. */
  holdsPerClient!: number;
  /** Live holds per phone number and per e-mail address. */
  holdsPerContact!: number;
  /** Live holds above this share of the seats or units left raise a hoarding alarm (0 = off). */
  holdAlarmShare!: number;
  /** Live holds per client address, bookings and orders together (0 = off). */
  liveHoldsPerClient!: number;
  /** Booking, order and QR lookups of unknown ids per client per minute. */
  lookupMissesPerClient!: number;
  /** Coupon checks per client per minute. */
  couponChecksPerClient!: number;
  /** "Find my booking" codes per client address, and per phone or e-mail, per hour. */
  accessCodesPerClient!: number;
  accessCodesPerContact!: number;
  /** How often the outbox sweeper re-drives due items (backend/src/outbox/README.md). */
  outboxSweepMs!: number;
  /** How often the reports' rollup job looks for closed days to sum (backend/src/reports/README.md). */
  reportRollupEveryMs!: number;
  /** How often the reminder scan looks for due workshop reminders (backend/src/reminders/README.md). */
  reminderScanEveryMs!: number;
  /** The Asia/Kolkata hour from which the day's low-stock digest goes to owner and store staff. */
  lowStockDigestHour!: number;
  /** The most one staff member other than the owner may refund in an Asia/Kolkata day, across payments. */
  staffRefundsPerDayPaise!: Paise;
  /** The Asia/Kolkata hour from which the owner gets the previous day's staff refunds. */
  staffRefundsDigestHour!: number;
  /** The first retry of a failed outbox item; each later retry waits twice as long... */
  outboxRetryFirstMs!: number;
  /** ...but never longer than this. */
  outboxRetryMaxSeconds!: number;
  /** How long a claimed outbox item is left to its handler before another process may run it. */
  outboxLeaseSeconds!: number;
  /** The seller on tax invoices; the GSTIN's first two digits are the seller's state. */
  seller!: { name: string; address: string; gstin: string };
  invoicePrefix!: string;
  creditNotePrefix!: string;
  /** How long a buyer's invoice link works; /my-booking and the booking's own browser get fresh ones. */
  invoiceLinkDays!: number;
  /** GST rates in percent (prices are tax-inclusive) and the takeaway kit's HSN code. */
  gst!: {
    workshopRate: number;
    kitRate: number;
    kitHsn: string;
    categoryRates: Record<string, number>;
    defaultRate: number;
  };

  get sellerStateCode(): string {
    return this.seller.gstin.slice(0, 2);
  }
  /**
   * The proxies whose X-Forwarded-For/-Proto headers are believed (addresses, CIDR ranges or
   * proxy-addr's names such as `loopback`), comma-separated; undefined trusts none.
   */
  trustProxy?: string;
  /** How often a worker checks that its repeatable jobs are still scheduled in Redis. */
  scheduleCheckSeconds!: number;
  /** A request whose headers have not all arrived after this long is closed (slow clients). */
  httpHeadersTimeoutSeconds!: number;
  /** How long the door rosters reuse the other venues' tags before rebuilding them (0: every download). */
  checkInElsewhereSeconds!: number;

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** The sandbox gateway stands in only outside production and only without real keys. */
  get useSandboxGateway(): boolean {
    return !this.razorpayKeyId && !this.isProduction;
  }

  get runsHttp(): boolean {
    return this.appRole !== 'worker';
  }

  get runsWorkers(): boolean {
    return this.appRole !== 'web';
  }

  /**
   * How often the holds job looks for unpaid holds that ran out: every 10 seconds, or sooner when
   * holds are shorter than that (tests use one-second holds).
   */
  get holdSweepMs(): number {
    return Math.min(10_000, this.newHoldSeconds * 1000);
  }

  /** A new hold's length: HOLD_UNOPENED_SECONDS until its checkout is opened, never more than HOLD_SECONDS. */
  get newHoldSeconds(): number {
    return this.holdUnopenedSeconds > 0 ? Math.min(this.holdUnopenedSeconds, this.holdSeconds) : this.holdSeconds;
  }
}

export class SettingsError extends Error {}

type Env = Record<string, string | undefined>;

const DEV_ADMIN_PASSWORD = 'admin123';
/** A well-formed GSTIN for development invoices (Maharashtra); production must set its own. */
const DEV_SELLER_GSTIN = '27AAAAR0000A1ZL';

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A YYYY-MM-DD setting as the last moment of that day (UTC), or null when unset. */
function endOfDay(env: Env, name: string): Date | null {
  const value = text(env, name);
  if (value === undefined) return null;
  const end = new Date(`${value}T23:59:59.999Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(end.getTime()))
    throw new SettingsError(`${name} must be a date (YYYY-MM-DD).`);
  return end;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return value;
}

function percent(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback, 0);
  if (value > 28) throw new SettingsError(`${name} must be a GST rate between 0 and 28 (got "${value}").`);
  return value;
}

/** 'Robotics Kits:18,Coding:12' → { 'Robotics Kits': 18, Coding: 12 }. */
function categoryRates(env: Env, name: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const pair of (text(env, name) ?? '').split(',').filter((part) => part.trim())) {
    // split() always answers a first part; a category without ':' gets rate 0.
    const [category = '', rate] = pair.split(':').map((part) => part.trim());
    rates[category] = percent({ [name]: rate }, name, 0);
  }
  return rates;
}

function share(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new SettingsError(`${name} must be a number from 0 to 1 (got "${raw}").`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new SettingsError(`${name} must be true or false (got "${raw}").`);
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxies(env: Env): string | undefined {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return undefined;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (PROXY_RANGE_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined)) continue;
    throw new SettingsError(`TRUST_PROXY must list proxy addresses or CIDR ranges, comma-separated (got "${entry}").`);
  }
  return entries.join(',');
}

/** Message templates sent as approved WhatsApp templates unless WHATSAPP_TEMPLATES says otherwise. */
const DEFAULT_WHATSAPP_TEMPLATES =
  'booking_confirmed:booking_confirmed,order_confirmed:order_confirmed,order_shipped:order_shipped,access_code:access_code,' +
  'booking_reminder:booking_reminder,venue_changed:venue_changed,announcement:announcement';

/** `WHATSAPP_TEMPLATES=booking_confirmed:rl_booking_v2,...`: our template name, then the approved one. */
function whatsappTemplates(env: Env): Partial<Record<string, string>> {
  const pairs = (text(env, 'WHATSAPP_TEMPLATES') ?? DEFAULT_WHATSAPP_TEMPLATES)
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const templates: Partial<Record<string, string>> = {};
  for (const pair of pairs) {
    const [, message, approved] = /^([a-z_]+):([a-z0-9_]{1,512})$/.exec(pair) ?? [];
    if (!message || !approved)
      throw new SettingsError(
        `WHATSAPP_TEMPLATES must be "message:approved_template_name" pairs, comma-separated (got "${pair}").`,
      );
    templates[message] = approved;
  }
  return templates;
}

/** What an announcement's WhatsApp template may be given: its placeholders and the whole text. */
const ANNOUNCEMENT_PARAMS = ['parentName', 'childNames', 'venue', 'dateTime', 'address', 'mapLink', 'text'];

function announcementWhatsappParams(env: Env): string[] {
  const names = (text(env, 'ANNOUNCEMENT_WHATSAPP_PARAMS') ?? 'parentName,text').split(',').map((n) => n.trim());
  const unknown = names.find((name) => !ANNOUNCEMENT_PARAMS.includes(name));
  if (unknown !== undefined)
    throw new SettingsError(
      `ANNOUNCEMENT_WHATSAPP_PARAMS may name only ${ANNOUNCEMENT_PARAMS.join(', ')} (got "${unknown}").`,
    );
  return names;
}

export function loadSettings(env: Env = process.env): Settings {
  const s = new Settings();
  s.nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  s.port = integer(env, 'PORT', 3000, 0);
  s.publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${s.port}`).replace(/\/$/, '');
  const role = text(env, 'APP_ROLE') ?? 'all';
  if (role !== 'web' && role !== 'worker' && role !== 'all') {
    throw new SettingsError(`APP_ROLE must be web, worker or all (got "${role}").`);
  }
  s.appRole = role;
  s.databaseUrl = text(env, 'DATABASE_URL');
  s.redisUrl = text(env, 'REDIS_URL');
  s.adminUsername = text(env, 'ADMIN_USERNAME') ?? 'admin@roboleague.in';
  s.razorpayKeyId = text(env, 'RAZORPAY_KEY_ID');
  s.razorpayKeySecret = text(env, 'RAZORPAY_KEY_SECRET');
  s.razorpayWebhookSecret = text(env, 'RAZORPAY_WEBHOOK_SECRET');
  s.razorpayApiUrl = text(env, 'RAZORPAY_API_URL');
  s.razorpayCheckoutUrl = text(env, 'RAZORPAY_CHECKOUT_URL') ?? 'https://checkout.razorpay.com/v1/checkout.js';
  s.holdSeconds = integer(env, 'HOLD_SECONDS', 900, 1);
  s.holdUnopenedSeconds = integer(env, 'HOLD_UNOPENED_SECONDS', 180, 0);
  s.reconcileEverySeconds = integer(env, 'RECONCILE_EVERY_SECONDS', 300, 1);
  s.reconcileAfterSeconds = integer(env, 'RECONCILE_AFTER_SECONDS', 120, 0);
  s.reconcileBatch = integer(env, 'RECONCILE_BATCH', 200, 1);
  s.earlyBirdLimit = integer(env, 'EARLY_BIRD_LIMIT', 500, 0);
  s.waitlistOfferMinutes = integer(env, 'WAITLIST_OFFER_MINUTES', 720, 1);
  s.whatsappToken = text(env, 'WHATSAPP_TOKEN');
  s.whatsappPhoneNumberId = text(env, 'WHATSAPP_PHONE_NUMBER_ID');
  s.whatsappApiUrl = (text(env, 'WHATSAPP_API_URL') ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, '');
  s.whatsappBusinessNumber = text(env, 'WHATSAPP_BUSINESS_NUMBER') ?? '919876543210';
  s.whatsappTemplates = whatsappTemplates(env);
  s.whatsappTemplateLanguage = text(env, 'WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en';
  s.announcementWhatsappParams = announcementWhatsappParams(env);
  s.announcementEmailsPerMinute = integer(env, 'ANNOUNCEMENT_EMAILS_PER_MINUTE', 600, 1);
  s.announcementWhatsappPerSecond = integer(env, 'ANNOUNCEMENT_WHATSAPP_PER_SECOND', 20, 1);
  s.announcementBatch = integer(env, 'ANNOUNCEMENT_BATCH', 500, 1);
  s.whatsappAppSecret = text(env, 'WHATSAPP_APP_SECRET');
  s.whatsappVerifyToken = text(env, 'WHATSAPP_VERIFY_TOKEN');
  s.smtpUrl = text(env, 'SMTP_URL');
  if (s.smtpUrl && !/^smtps?:\/\//.test(s.smtpUrl))
    throw new SettingsError('SMTP_URL must be an smtp:// or smtps:// URL.');
  s.mailFrom = text(env, 'MAIL_FROM') ?? 'RoboLeague <bookings@roboleague.in>';
  s.dataDir = text(env, 'DATA_DIR') ?? 'data';
  s.uploadsDir = text(env, 'UPLOADS_DIR') ?? `${s.dataDir}/uploads`;
  s.s3Bucket = text(env, 'S3_BUCKET');
  s.s3Region = text(env, 'S3_REGION');
  s.s3Endpoint = text(env, 'S3_ENDPOINT');
  s.s3AccessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  s.s3SecretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  s.seedDemo = bool(env, 'SEED_DEMO', true);
  s.loginRateLimit = integer(env, 'LOGIN_RATE_LIMIT', 10, 0);
  s.whatsappSendsPerClient = integer(env, 'WHATSAPP_SENDS_PER_CLIENT', 5, 0);
  s.holdsPerClient = integer(env, 'HOLDS_PER_CLIENT', 20, 0);
  s.holdsPerContact = integer(env, 'HOLDS_PER_CONTACT', 3, 0);
  s.holdAlarmShare = share(env, 'HOLD_ALARM_SHARE', 0.5);
  s.liveHoldsPerClient = integer(env, 'LIVE_HOLDS_PER_CLIENT', 10, 0);
  s.lookupMissesPerClient = integer(env, 'LOOKUP_MISSES_PER_CLIENT', 30, 0);
  s.couponChecksPerClient = integer(env, 'COUPON_CHECKS_PER_CLIENT', 20, 0);
  s.accessCodesPerClient = integer(env, 'ACCESS_CODES_PER_CLIENT', 10, 0);
  s.accessCodesPerContact = integer(env, 'ACCESS_CODES_PER_CONTACT', 3, 0);
  s.outboxSweepMs = integer(env, 'OUTBOX_SWEEP_MS', 5000, 100);
  s.reportRollupEveryMs = integer(env, 'REPORT_ROLLUP_EVERY_MS', 600_000, 100);
  s.reminderScanEveryMs = integer(env, 'REMINDER_SCAN_EVERY_MS', 300_000, 100);
  s.lowStockDigestHour = Math.min(23, integer(env, 'LOW_STOCK_DIGEST_HOUR', 9, 0));
  s.staffRefundsPerDayPaise = rupeesToPaise(rupees(integer(env, 'STAFF_REFUNDS_PER_DAY_RUPEES', 10_000, 0)));
  s.staffRefundsDigestHour = Math.min(23, integer(env, 'STAFF_REFUNDS_DIGEST_HOUR', 9, 0));
  s.outboxRetryFirstMs = integer(env, 'OUTBOX_RETRY_FIRST_MS', 2000, 10);
  s.outboxRetryMaxSeconds = integer(env, 'OUTBOX_RETRY_MAX_SECONDS', 300, 1);
  s.outboxLeaseSeconds = integer(env, 'OUTBOX_LEASE_SECONDS', 60, 1);
  s.seller = {
    name: text(env, 'SELLER_NAME') ?? 'RoboLeague Education Pvt. Ltd.',
    address: text(env, 'SELLER_ADDRESS') ?? '3rd Floor, Orchid Plaza, Baner Road, Pune, Maharashtra 411045',
    gstin: normaliseGstin(text(env, 'SELLER_GSTIN') ?? DEV_SELLER_GSTIN),
  };
  if (!isValidGstin(s.seller.gstin))
    throw new SettingsError(`SELLER_GSTIN is not a valid GSTIN (got "${s.seller.gstin}").`);
  s.invoicePrefix = text(env, 'INVOICE_PREFIX') ?? 'RL';
  s.invoiceLinkDays = integer(env, 'INVOICE_LINK_DAYS', 30, 1);
  s.creditNotePrefix = text(env, 'CREDIT_NOTE_PREFIX') ?? 'RLCN';
  for (const name of ['INVOICE_PREFIX', 'CREDIT_NOTE_PREFIX']) {
    if (!/^[A-Z0-9-]{1,8}$/.test(text(env, name) ?? 'RL'))
      throw new SettingsError(`${name} must be 1 to 8 capital letters, digits or dashes.`);
  }
  s.gst = {
    workshopRate: percent(env, 'GST_RATE_WORKSHOP', 18),
    kitRate: percent(env, 'GST_RATE_KIT', 18),
    kitHsn: text(env, 'KIT_HSN') ?? '9023',
    categoryRates: categoryRates(env, 'GST_RATES_BY_CATEGORY'),
    defaultRate: percent(env, 'GST_RATE_PRODUCTS', 18),
  };
  if (!HSN_RE.test(s.gst.kitHsn)) throw new SettingsError('KIT_HSN must be an HSN code of 4, 6 or 8 digits.');
  s.trustProxy = trustedProxies(env);
  s.scheduleCheckSeconds = integer(env, 'SCHEDULE_CHECK_SECONDS', 30, 1);
  s.httpHeadersTimeoutSeconds = integer(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10, 1);
  s.checkInElsewhereSeconds = integer(env, 'CHECK_IN_ELSEWHERE_SECONDS', 60, 0);

  const sessionSecret = text(env, 'SESSION_SECRET');
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  s.adminPasswordHash = text(env, 'ADMIN_PASSWORD_HASH');
  if (s.isProduction) {
    const problem = sessionSecretProblem(sessionSecret) ?? adminPasswordProblem(adminPassword, s.adminPasswordHash);
    if (problem) throw new SettingsError(problem);
    if (!text(env, 'SELLER_GSTIN'))
      throw new SettingsError('SELLER_GSTIN must be set in production (tax invoices carry it).');
    if (s.whatsappToken && !s.whatsappAppSecret) {
      throw new SettingsError(
        'WHATSAPP_APP_SECRET must be set when WHATSAPP_TOKEN is (delivery reports are verified with it).',
      );
    }
    if (s.razorpayKeyId && (!s.razorpayKeySecret || !s.razorpayWebhookSecret)) {
      throw new SettingsError('RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set when RAZORPAY_KEY_ID is.');
    }
  }
  if (s.razorpayKeyId && !s.razorpayKeySecret) {
    throw new SettingsError('RAZORPAY_KEY_SECRET must be set when RAZORPAY_KEY_ID is.');
  }
  s.sessionSecret = sessionSecret ?? DEV_SESSION_SECRET;
  s.legacySignaturesUntil = endOfDay(env, 'LEGACY_SIGNATURES_UNTIL');
  s.adminPassword = adminPassword ?? (s.adminPasswordHash ? undefined : DEV_ADMIN_PASSWORD);
  return s;
}
