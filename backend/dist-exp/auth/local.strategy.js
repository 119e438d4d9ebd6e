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
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { MESSAGES } from '@robo/domain';
import { AuthService } from './auth.service.js';
export class LocalStrategy extends PassportStrategy(Strategy) {
    constructor(auth){
        super({
            usernameField: 'username',
            passwordField: 'password'
        }), this.auth = auth;
    }
    async validate(username, password) {
        const user = typeof username === 'string' && typeof password === 'string' ? await this.auth.validateUser(username, password) : null;
        if (!user) throw new UnauthorizedException(MESSAGES.invalidCredentials);
        return user;
    }
}
LocalStrategy = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AuthService === "undefined" ? Object : AuthService
    ])
], LocalStrategy);

//# sourceMappingURL=local.strategy.js.map