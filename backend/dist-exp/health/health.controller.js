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
import { Controller, Get, Res } from '@nestjs/common';
import { HealthService } from './health.service.js';
export class HealthController {
    constructor(health){
        this.health = health;
    }
    async check(reply) {
        const status = await this.health.check();
        if (status.database !== 'up') reply.status(503);
        return status;
    }
}
_ts_decorate([
    Get(),
    _ts_param(0, Res({
        passthrough: true
    })),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof FastifyReply === "undefined" ? Object : FastifyReply
    ]),
    _ts_metadata("design:returntype", Promise)
], HealthController.prototype, "check", null);
HealthController = _ts_decorate([
    Controller('api/health'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof HealthService === "undefined" ? Object : HealthService
    ])
], HealthController);

//# sourceMappingURL=health.controller.js.map