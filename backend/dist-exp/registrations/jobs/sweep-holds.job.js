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
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { LatePaymentRefunds } from '../late-payment-refunds.service.js';
import { PaymentConfirmationService } from '../payment-confirmation.service.js';
import { RegistrationHoldsService } from '../registration-holds.service.js';
import { BOOKING_COLUMNS } from '../registration.mapper.js';
export const SWEEP_HOLDS_JOB = 'sweep-registrations';
const EVERY_MS = 60_000;
const BATCH = 500;
export class SweepHoldsJob {
    constructor(db, settings, jobs, holds, refunds, confirmations){
        this.db = db;
        this.settings = settings;
        this.jobs = jobs;
        this.holds = holds;
        this.refunds = refunds;
        this.confirmations = confirmations;
        this.logger = new Logger('HoldSweep');
    }
    async onModuleInit() {
        this.jobs.register('holds', SWEEP_HOLDS_JOB, ()=>this.run());
        if (this.settings.runsWorkers) await this.jobs.repeat('holds', SWEEP_HOLDS_JOB, {}, EVERY_MS);
    }
    async run() {
        const overdue = await this.db.query(`SELECT id FROM registrations WHERE payment_status = 'pending' AND hold_expires_at <= now()
       ORDER BY hold_expires_at LIMIT ${BATCH}`);
        let expired = 0;
        for (const { id } of overdue)if (await this.holds.release(id, true)) expired += 1;
        if (expired > 0) this.logger.log(`Expired ${expired} unpaid hold(s)`);
        await this.refunds.retryDue();
        const unannounced = await this.db.query(`SELECT ${BOOKING_COLUMNS} FROM registrations
       WHERE payment_status = 'paid' AND simple_qr_code_url IS NULL AND paid_at < now() - interval '2 minutes'
       ORDER BY paid_at LIMIT 100`);
        for (const booking of unannounced)await this.confirmations.announce(booking);
    }
}
SweepHoldsJob = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings,
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof RegistrationHoldsService === "undefined" ? Object : RegistrationHoldsService,
        typeof LatePaymentRefunds === "undefined" ? Object : LatePaymentRefunds,
        typeof PaymentConfirmationService === "undefined" ? Object : PaymentConfirmationService
    ])
], SweepHoldsJob);

//# sourceMappingURL=sweep-holds.job.js.map