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
import { Injectable, Logger } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { PaymentGateway } from '../payment-gateway.js';
import { PaymentTargets } from '../payment-targets.js';
export class ReconcileJob {
    constructor(jobs, settings, gateway, targets){
        this.jobs = jobs;
        this.settings = settings;
        this.gateway = gateway;
        this.targets = targets;
        this.logger = new Logger('Reconcile');
    }
    async onModuleInit() {
        this.jobs.register('reconcile', 'pending-payments', ()=>this.run().then(()=>undefined));
        if (this.settings.runsWorkers) {
            await this.jobs.repeat('reconcile', 'pending-payments', {}, this.settings.reconcileEverySeconds * 1000);
        }
    }
    /** Returns how many payments it settled. */ async run() {
        let settled = 0;
        for (const target of this.targets.all()){
            for (const orderId of (await target.pendingGatewayOrders(this.settings.reconcileAfterSeconds))){
                const payments = await this.gateway.fetchOrderPayments(orderId);
                const captured = payments.find((p)=>p.status === 'captured');
                if (captured && await target.settle({
                    gatewayOrderId: orderId,
                    paymentId: captured.id,
                    amount: captured.amount
                })) {
                    settled += 1;
                }
            }
        }
        if (settled > 0) this.logger.log(`Settled ${settled} payment(s) found by reconciliation`);
        return settled;
    }
}
ReconcileJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof Settings === "undefined" ? Object : Settings,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway,
        typeof PaymentTargets === "undefined" ? Object : PaymentTargets
    ])
], ReconcileJob);

//# sourceMappingURL=reconcile.job.js.map