import { limitGuard } from '../common/limits/limit.guard.js';

export const WHATSAPP_THROTTLED_MESSAGE = 'Too many requests. Please try again in a minute.';

/** Limits POST /api/whatsapp/send-confirmation to WHATSAPP_SENDS_PER_CLIENT per client per minute. */
export const WhatsappRateLimitGuard = limitGuard('whatsappSend', WHATSAPP_THROTTLED_MESSAGE);
