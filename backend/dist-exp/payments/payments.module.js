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
import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings.js';
import { SandboxOrder } from './entities/sandbox-order.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { ReconcileJob } from './jobs/reconcile.job.js';
import { PaymentGateway } from './payment-gateway.js';
import { PaymentSignatures } from './payment-signatures.js';
import { PaymentTargets } from './payment-targets.js';
import { RazorpayGateway, UnavailableGateway } from './razorpay-gateway.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';
/** DESIGN.md 2: real Razorpay with keys; the sandbox without keys outside production; else unavailable. */ function createGateway(settings, db) {
    if (settings.razorpayKeyId && settings.razorpayKeySecret) {
        return new RazorpayGateway(settings.razorpayKeyId, settings.razorpayKeySecret, settings.razorpayCheckoutUrl, settings.razorpayApiUrl);
    }
    return settings.useSandboxGateway ? new SandboxGateway(db) : new UnavailableGateway();
}
export class PaymentsModule {
}
PaymentsModule = _ts_decorate([
    Module({
        imports: [
            TypeOrmModule.forFeature([
                WebhookEvent,
                SandboxOrder
            ])
        ],
        controllers: [
            WebhooksController,
            SandboxController
        ],
        providers: [
            {
                provide: PaymentGateway,
                useFactory: createGateway,
                inject: [
                    Settings,
                    getDataSourceToken()
                ]
            },
            PaymentSignatures,
            PaymentTargets,
            WebhooksService,
            ReconcileJob
        ],
        exports: [
            PaymentGateway,
            PaymentSignatures,
            PaymentTargets,
            ReconcileJob
        ]
    })
], PaymentsModule);

//# sourceMappingURL=payments.module.js.map