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
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { sessionUserId } from './admin.guard.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LoginThrottleGuard } from './login-throttle.guard.js';
import { endSession, startSession } from './session-actions.js';
export class AuthController {
    constructor(auth){
        this.auth = auth;
    }
    async login(request) {
        await startSession(request, request.user.id);
        return {
            user: request.user
        };
    }
    async logout(request, reply) {
        await endSession(request, reply);
        return {
            success: true
        };
    }
    async user(request) {
        const userId = sessionUserId(request);
        const user = userId === undefined ? null : await this.auth.findUser(userId);
        if (!user) throw new UnauthorizedException();
        return user;
    }
}
_ts_decorate([
    Post('login'),
    HttpCode(200),
    UseGuards(LoginThrottleGuard, LocalAuthGuard),
    _ts_param(0, Req()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        Object
    ]),
    _ts_metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
_ts_decorate([
    Post('logout'),
    HttpCode(200),
    _ts_param(0, Req()),
    _ts_param(1, Res({
        passthrough: true
    })),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof FastifyRequest === "undefined" ? Object : FastifyRequest,
        typeof FastifyReply === "undefined" ? Object : FastifyReply
    ]),
    _ts_metadata("design:returntype", Promise)
], AuthController.prototype, "logout", null);
_ts_decorate([
    Get('auth/user'),
    _ts_param(0, Req()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof FastifyRequest === "undefined" ? Object : FastifyRequest
    ]),
    _ts_metadata("design:returntype", Promise)
], AuthController.prototype, "user", null);
AuthController = _ts_decorate([
    Controller('api'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AuthService === "undefined" ? Object : AuthService
    ])
], AuthController);

//# sourceMappingURL=auth.controller.js.map