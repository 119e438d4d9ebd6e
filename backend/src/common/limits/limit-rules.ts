import type { Settings } from '../../config/settings.js';

/** The shared limits, each counted per key (a client address, a contact) in a fixed window. */
export type LimitName =
  | 'login'
  | 'whatsappSend'
  | 'holds'
  | 'lookupMisses'
  | 'couponChecks'
  | 'accessCodesPerClient'
  | 'accessCodesPerContact';

export interface LimitRule {
  /** Hits allowed per window; 0 turns the limit off (benchmarks, load tests). */
  points: number;
  windowSeconds: number;
}

/**
 * Holds counted per client address up to this multiple of HOLDS_PER_CLIENT: beyond the setting each
 * further hold needs a solved challenge, harder each time; beyond the multiple none is offered.
 */
export const HOLDS_CEILING_FACTOR = 2;

/** Each limit's setting and window (docs/security.md says why each is what it is). */
export function limitRules(settings: Settings): Record<LimitName, LimitRule> {
  return {
    login: { points: settings.loginRateLimit, windowSeconds: 60 },
    whatsappSend: { points: settings.whatsappSendsPerClient, windowSeconds: 60 },
    holds: { points: settings.holdsPerClient * HOLDS_CEILING_FACTOR, windowSeconds: 600 },
    lookupMisses: { points: settings.lookupMissesPerClient, windowSeconds: 60 },
    couponChecks: { points: settings.couponChecksPerClient, windowSeconds: 60 },
    accessCodesPerClient: { points: settings.accessCodesPerClient, windowSeconds: 3600 },
    accessCodesPerContact: { points: settings.accessCodesPerContact, windowSeconds: 3600 },
  };
}
