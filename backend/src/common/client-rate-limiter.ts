import { isIPv6 } from 'node:net';

export interface RateLimitHit {
  allowed: boolean;
  /** Seconds until the client's window starts again (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * At most `limit` hits per client per fixed window, counted in this process.
 * (@nestjs/throttler does the same, but it is CommonJS requiring the ESM-only @nestjs/common,
 * which Jest cannot load on Node 20, so no integration test could boot with it.)
 */
export class ClientRateLimiter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly limit: () => number, private readonly windowMs: number) {
    this.sweeper = setInterval(() => this.evictEnded(), windowMs);
    this.sweeper.unref();
  }

  hit(ip: string, now = Date.now()): RateLimitHit {
    const client = clientKey(ip);
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.hits += 1;
    return { allowed: window.hits <= this.limit(), retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private evictEnded(now = Date.now()): void {
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
  }
}

/** IPv6 clients are counted per /64, the block one subscriber usually holds. */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
