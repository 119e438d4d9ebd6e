import { rateLimitGuard } from '../common/rate-limit.guard.js';

/** Confirmation requests per client per minute: enough for retries, too few to spam anyone. */
export const WHATSAPP_REQUESTS_PER_MINUTE = 5;
export const WHATSAPP_THROTTLED_MESSAGE = 'Too many requests. Please try again in a minute.';

/** Limits POST /api/whatsapp/send-confirmation per client. */
export const WhatsappRateLimitGuard = rateLimitGuard({ perMinute: () => WHATSAPP_REQUESTS_PER_MINUTE, message: WHATSAPP_THROTTLED_MESSAGE });
