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
import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { MESSAGES } from '@robo/domain';
import { AdminGuard, sessionUserId } from './admin.guard.js';
import { AuthService } from './auth.service.js';
import { AdminLoginDto } from './dto/login.dto.js';
import { LoginThrottleGuard } from './login-throttle.guard.js';
import { endSession, startSession } from './session-actions.js';
export class AdminAuthController {
    constructor(auth){
        this.auth = auth;
    }
    async login(body, request) {
        const admin = await this.auth.validateAdminPassword(body.password);
        if (!admin) throw new UnauthorizedException(MESSAGES.invalidPassword);
        await startSession(request, admin.id);
        return {
            authenticated: true
        };
    }
    async logout(request, reply) {
        await endSession(request, reply);
        return {
            authenticated: false
        };
    }
    status(request) {
        return {
            authenticated: sessionUserId(request) !== undefined
        };
    }
}
_ts_decorate([
    Post('login'),
    HttpCode(200),
    UseGuards(LoginThrottleGuard),
    _ts_param(0, Body()),
    _ts_param(1, Req()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AdminLoginDto === "undefined" ? Object : AdminLoginDto,
        typeof FastifyRequest === "undefined" ? Object : FastifyRequest
    ]),
    _ts_metadata("design:returntype", Promise)
], AdminAuthController.prototype, "login", null);
_ts_decorate([
    Post('logout'),
    HttpCode(200),
    UseGuards(AdminGuard),
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
], AdminAuthController.prototype, "logout", null);
_ts_decorate([
    Get('status'),
    _ts_param(0, Req()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof FastifyRequest === "undefined" ? Object : FastifyRequest
    ]),
    _ts_metadata("design:returntype", typeof AdminStatus === "undefined" ? Object : AdminStatus)
], AdminAuthController.prototype, "status", null);
AdminAuthController = _ts_decorate([
    Controller('api/admin'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof AuthService === "undefined" ? Object : AuthService
    ])
], AdminAuthController);

//# sourceMappingURL=admin-auth.controller.js.map