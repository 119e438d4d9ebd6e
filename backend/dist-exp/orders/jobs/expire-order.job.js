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
import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';
export const EXPIRE_ORDER_JOB = 'expire-order';
export class ExpireOrderJob {
    constructor(jobs, holds){
        this.jobs = jobs;
        this.holds = holds;
    }
    onModuleInit() {
        this.jobs.register('holds', EXPIRE_ORDER_JOB, async ({ orderId })=>{
            await this.holds.expire(orderId);
        });
    }
}
ExpireOrderJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof OrderHoldsService === "undefined" ? Object : OrderHoldsService
    ])
], ExpireOrderJob);

//# sourceMappingURL=expire-order.job.js.map