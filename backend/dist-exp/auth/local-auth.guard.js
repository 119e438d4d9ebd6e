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
import { BadRequestException, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@robo/domain';
export class LocalAuthGuard extends AuthGuard('local') {
    handleRequest(err, user, info, context, status) {
        if (status === 400) {
            // passport-local answers 400 when the username or the password is missing.
            const body = context.switchToHttp().getRequest().body ?? {};
            throw new BadRequestException(body.username ? MESSAGES.passwordRequired : MESSAGES.usernameRequired);
        }
        return super.handleRequest(err, user, info, context, status);
    }
}
LocalAuthGuard = _ts_decorate([
    Injectable()
], LocalAuthGuard);

//# sourceMappingURL=local-auth.guard.js.map