import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { SandboxOrder } from './entities/sandbox-order.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { ReconcileJob } from './jobs/reconcile.job.js';
import { ExecuteRefundJob } from './refunds/execute-refund.job.js';
import { RefundsService } from './refunds/refunds.service.js';
import { PaymentGateway } from './payment-gateway.js';
import { PaymentSignatures } from './payment-signatures.js';
import { PaymentTargets } from './payment-targets.js';
import { HoldExpiryJob } from './pipeline/hold-expiry.job.js';
import { PaymentPipeline } from './pipeline/payment-pipeline.js';
import { RazorpayGateway, UnavailableGateway } from './razorpay-gateway.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxGateway } from './sandbox/sandbox-gateway.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/** design §2: real Razorpay with keys; the sandbox without keys outside production; else unavailable. */
function createGateway(settings: Settings, db: DataSource): PaymentGateway {
  if (settings.razorpayKeyId && settings.razorpayKeySecret) {
    return new RazorpayGateway(
      settings.razorpayKeyId,
      settings.razorpayKeySecret,
      settings.razorpayCheckoutUrl,
      settings.razorpayApiUrl,
    );
  }
  return settings.useSandboxGateway ? new SandboxGateway(db) : new UnavailableGateway();
}

@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent, SandboxOrder])],
  controllers: [WebhooksController, SandboxController],
  providers: [
    { provide: PaymentGateway, useFactory: createGateway, inject: [Settings, getDataSourceToken()] },
    PaymentSignatures,
    PaymentTargets,
    WebhooksService,
    ReconcileJob,
    RefundsService,
    ExecuteRefundJob,
    PaymentPipeline,
    HoldExpiryJob,
  ],
  exports: [PaymentGateway, PaymentSignatures, PaymentTargets, PaymentPipeline, ReconcileJob, RefundsService],
})
export class PaymentsModule {}
