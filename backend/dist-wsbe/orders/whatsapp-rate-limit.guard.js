function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
/** Confirmation requests per client per minute: enough for retries, too few to spam anyone. */ export const WHATSAPP_REQUESTS_PER_MINUTE = 5;
const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;
export class WhatsappRateLimitGuard {
    canActivate(context) {
        const http = context.switchToHttp();
        const client = http.getRequest().ip;
        const now = Date.now();
        let window = this.windows.get(client);
        if (!window || window.resetAt <= now) {
            if (this.windows.size >= MAX_TRACKED_CLIENTS) this.forgetExpired(now);
            window = {
                count: 0,
                resetAt: now + WINDOW_MS
            };
            this.windows.set(client, window);
        }
        window.count += 1;
        if (window.count <= WHATSAPP_REQUESTS_PER_MINUTE) return true;
        http.getResponse().header('retry-after', String(Math.ceil((window.resetAt - now) / 1000)));
        throw new HttpException('Too many requests. Please try again in a minute.', HttpStatus.TOO_MANY_REQUESTS);
    }
    forgetExpired(now) {
        for (const [client, window] of this.windows)if (window.resetAt <= now) this.windows.delete(client);
    }
    constructor(){
        this.windows = new Map();
    }
}
WhatsappRateLimitGuard = _ts_decorate([
    Injectable()
], WhatsappRateLimitGuard);

//# sourceMappingURL=whatsapp-rate-limit.guard.js.map