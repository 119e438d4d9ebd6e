import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import pLimit from 'p-limit';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { PaymentGateway } from '../payment-gateway.js';
import { PaymentTargets, type PaymentTarget } from '../payment-targets.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:pending-payments': Record<string, never>;
  }
}

/** Gateway calls in flight at once. */
const CONCURRENCY = 6;

/** What the gateway says about a gateway order. */
export type GatewayOrderOutcome = 'paid' | 'unpaid' | 'unknown';

/**
 * Settles payments whose browser callback and webhook were both lost (backend/src/payments/README.md):
 * every RECONCILE_EVERY_SECONDS, asks the gateway (the source of truth) about every gateway order
 * with no settled outcome, live holds nearest expiry first, then the most recently expired, with
 * no bound on age; each is asked again later until it is paid, refunded or proven unpaid.
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
    this.jobs.register('reconcile:pending-payments', () => this.run().then(() => undefined));
    await this.jobs.repeat('reconcile:pending-payments', {}, this.settings.reconcileEverySeconds * 1000);
  }

  /** Returns how many payments it settled. */
  async run(): Promise<number> {
    const limit = pLimit(CONCURRENCY);
    let settled = 0;
    for (const target of this.targets.all()) {
      const due = await target.unsettledGatewayOrders(this.settings.reconcileBatch); // bounded work; the rest wait for the next run
      const outcomes = await Promise.all(
        due.map(({ gatewayOrderId }) => limit(() => this.examine(gatewayOrderId, target))),
      );
      settled += outcomes.filter((outcome) => outcome === 'paid').length;
    }
    if (settled > 0) this.logger.log(`Settled ${settled} payment(s) found by reconciliation`);
    return settled;
  }

  /**
   * Asks the gateway about one gateway order and settles a captured payment (checked like any
   * other); 'unknown' when the gateway cannot be reached. Used before a hold is released too.
   */
  async examine(gatewayOrderId: string, target: PaymentTarget): Promise<GatewayOrderOutcome> {
    let payments;
    try {
      payments = await this.gateway.fetchOrderPayments(gatewayOrderId);
    } catch {
      return 'unknown';
    }
    const captured = payments.find((p) => p.status === 'captured');
    if (captured && (await this.targets.settle(captured, 'reconcile')) === 'settled') return 'paid';
    const started = payments.some((p) => p.status === 'created' || p.status === 'authorized');
    await target.noPaymentFound(gatewayOrderId, started);
    return 'unpaid';
  }
}
