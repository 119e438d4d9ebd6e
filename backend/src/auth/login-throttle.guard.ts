import { rateLimitGuard } from '../common/rate-limit.guard.js';

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please try again in a minute.';

/** LOGIN_RATE_LIMIT login attempts per client per minute, both login forms together. */
export const LoginThrottleGuard = rateLimitGuard({ perMinute: (settings) => settings.loginRateLimit, message: LOGIN_THROTTLED_MESSAGE });
