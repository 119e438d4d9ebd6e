import { limitGuard } from '../common/limits/limit.guard.js';

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please try again in a minute.';

/** LOGIN_RATE_LIMIT login attempts per client per minute, both login forms together, in every process. */
export const LoginThrottleGuard = limitGuard('login', LOGIN_THROTTLED_MESSAGE);
