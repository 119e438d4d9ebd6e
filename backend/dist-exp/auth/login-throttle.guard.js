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
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ClientRateLimiter } from '../common/client-rate-limiter.js';
import { Settings } from '../config/settings.js';
export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please try again in a minute.';
export class LoginThrottleGuard {
    constructor(settings){
        this.limiter = new ClientRateLimiter(()=>settings.loginRateLimit, 60_000);
    }
    canActivate(context) {
        const http = context.switchToHttp();
        const { allowed, retryAfterSeconds } = this.limiter.hit(http.getRequest().ip);
        if (allowed) return true;
        http.getResponse().header('Retry-After', String(retryAfterSeconds));
        throw new HttpException(LOGIN_THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    onApplicationShutdown() {
        this.limiter.close();
    }
}
LoginThrottleGuard = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings
    ])
], LoginThrottleGuard);

//# sourceMappingURL=login-throttle.guard.js.map