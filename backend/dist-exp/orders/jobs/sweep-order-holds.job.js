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
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';
import { OrderPaymentsService } from '../order-payments.service.js';
export const SWEEP_ORDER_HOLDS_JOB = 'sweep-order-holds';
export const SWEEP_EVERY_MS = 60_000;
export class SweepOrderHoldsJob {
    constructor(jobs, settings, holds, payments){
        this.jobs = jobs;
        this.settings = settings;
        this.holds = holds;
        this.payments = payments;
    }
    async onModuleInit() {
        this.jobs.register('holds', SWEEP_ORDER_HOLDS_JOB, async ()=>{
            await this.holds.expireOverdue();
            await this.payments.retryDueRefunds();
        });
        if (this.settings.runsWorkers) await this.jobs.repeat('holds', SWEEP_ORDER_HOLDS_JOB, {}, SWEEP_EVERY_MS);
    }
}
SweepOrderHoldsJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof Settings === "undefined" ? Object : Settings,
        typeof OrderHoldsService === "undefined" ? Object : OrderHoldsService,
        typeof OrderPaymentsService === "undefined" ? Object : OrderPaymentsService
    ])
], SweepOrderHoldsJob);

//# sourceMappingURL=sweep-order-holds.job.js.map