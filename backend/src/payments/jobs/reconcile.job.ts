import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { PaymentGateway } from '../payment-gateway.js';
import { PaymentTargets } from '../payment-targets.js';

export type ReconcilePayload = Record<string, never>;

/**
 * Settles payments whose browser callback and webhook were both lost: asks the gateway about
 * gateway orders still pending after RECONCILE_AFTER_SECONDS, every RECONCILE_EVERY_SECONDS.
 */
@Injectable()
export class ReconcileJob implements OnModuleInit {
  private readonly logger = new Logger('Reconcile');

  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly gateway: PaymentGateway,
    private readonly targets: PaymentTargets,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<ReconcilePayload>('reconcile', 'pending-payments', () => this.run().then(() => undefined));
    await this.jobs.repeat('reconcile', 'pending-payments', {}, this.settings.reconcileEverySeconds * 1000);
  }

  /** Returns how many payments it settled. */
  async run(): Promise<number> {
    let settled = 0;
    for (const target of this.targets.all()) {
      for (const orderId of await target.pendingGatewayOrders(this.settings.reconcileAfterSeconds)) {
        const payments = await this.gateway.fetchOrderPayments(orderId);
        const captured = payments.find((p) => p.status === 'captured');
        if (captured && (await target.settle({ gatewayOrderId: orderId, paymentId: captured.id, amount: captured.amount }))) {
          settled += 1;
        }
      }
    }
    if (settled > 0) this.logger.log(`Settled ${settled} payment(s) found by reconciliation`);
    return settled;
  }
}
