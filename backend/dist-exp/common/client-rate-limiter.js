import { isIPv6 } from 'node:net';
/**
 * At most `limit` hits per client per fixed window, counted in this process.
 * (@nestjs/throttler does the same, but it is CommonJS requiring the ESM-only @nestjs/common,
 * which Jest cannot load on Node 20, so no integration test could boot with it.)
 */ export class ClientRateLimiter {
    constructor(limit, windowMs){
        this.limit = limit;
        this.windowMs = windowMs;
        this.windows = new Map();
        this.sweeper = setInterval(()=>this.evictEnded(), windowMs);
        this.sweeper.unref();
    }
    hit(ip, now = Date.now()) {
        const client = clientKey(ip);
        let window = this.windows.get(client);
        if (!window || window.endsAt <= now) {
            window = {
                hits: 0,
                endsAt: now + this.windowMs
            };
            this.windows.set(client, window);
        }
        window.hits += 1;
        return {
            allowed: window.hits <= this.limit(),
            retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000))
        };
    }
    close() {
        clearInterval(this.sweeper);
    }
    evictEnded(now = Date.now()) {
        for (const [client, window] of this.windows)if (window.endsAt <= now) this.windows.delete(client);
    }
}
/** IPv6 clients are counted per /64, the block one subscriber usually holds. */ export function clientKey(ip) {
    if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip;
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [
        ...headGroups,
        ...Array(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups
    ] : headGroups;
    return `${groups.slice(0, 4).map((g)=>g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

//# sourceMappingURL=client-rate-limiter.js.map