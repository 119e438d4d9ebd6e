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
import { ClientRateLimiter } from '../common/client-rate-limiter.js';
/** Confirmation requests per client per minute: enough for retries, too few to spam anyone. */ export const WHATSAPP_REQUESTS_PER_MINUTE = 5;
export const WHATSAPP_THROTTLED_MESSAGE = 'Too many requests. Please try again in a minute.';
export class WhatsappRateLimitGuard {
    canActivate(context) {
        const http = context.switchToHttp();
        const { allowed, retryAfterSeconds } = this.limiter.hit(http.getRequest().ip);
        if (allowed) return true;
        http.getResponse().header('Retry-After', String(retryAfterSeconds));
        throw new HttpException(WHATSAPP_THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    onApplicationShutdown() {
        this.limiter.close();
    }
    constructor(){
        this.limiter = new ClientRateLimiter(()=>WHATSAPP_REQUESTS_PER_MINUTE, 60_000);
    }
}
WhatsappRateLimitGuard = _ts_decorate([
    Injectable()
], WhatsappRateLimitGuard);

//# sourceMappingURL=whatsapp-rate-limit.guard.js.map