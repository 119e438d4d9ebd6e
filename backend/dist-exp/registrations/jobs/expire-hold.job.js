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
import { RegistrationHoldsService } from '../registration-holds.service.js';
export const EXPIRE_HOLD_JOB = 'expire-registration';
export class ExpireHoldJob {
    constructor(jobs, holds){
        this.jobs = jobs;
        this.holds = holds;
    }
    onModuleInit() {
        this.jobs.register('holds', EXPIRE_HOLD_JOB, (data)=>this.run(data));
    }
    /** Scheduled right after the hold is taken; a second past the hold so it is surely overdue. */ async schedule(registrationId, holdSeconds) {
        await this.jobs.add('holds', EXPIRE_HOLD_JOB, {
            registrationId
        }, {
            delayMs: (holdSeconds + 1) * 1000,
            jobId: `expire-registration-${registrationId}`
        });
    }
    async run({ registrationId }) {
        await this.holds.release(registrationId, true);
    }
}
ExpireHoldJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof RegistrationHoldsService === "undefined" ? Object : RegistrationHoldsService
    ])
], ExpireHoldJob);

//# sourceMappingURL=expire-hold.job.js.map