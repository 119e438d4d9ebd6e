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
import { Injectable, UnauthorizedException } from '@nestjs/common';
/** The signed-in user's id, or undefined; sessions exist only on the session paths. */ export function sessionUserId(request) {
    const userId = request.session?.userId;
    return typeof userId === 'number' ? userId : undefined;
}
export class AdminGuard {
    canActivate(context) {
        if (sessionUserId(context.switchToHttp().getRequest()) === undefined) {
            throw new UnauthorizedException();
        }
        return true;
    }
}
AdminGuard = _ts_decorate([
    Injectable()
], AdminGuard);

//# sourceMappingURL=admin.guard.js.map