import type { Paise } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { mismatchReasons, type ReportedPayment } from './payment-check.js';
import { execute } from '../common/sql.js';

/** A payment the provider says was captured for one of our gateway orders. */
export interface CapturedPayment {
  gatewayOrderId: string;
  paymentId: string;
  /** Paise, as captured. */
  amount: Paise;
}

/** What we charged for a gateway order, and the payment already recorded for it (if any). */
export interface ExpectedCharge {
  amountPaise: Paise;
  paymentId: string | null;
}

/** Where a payment report came from. */
export type PaymentSource = 'webhook' | 'verify' | 'reconcile';

export type SettleOutcome = 'settled' | 'mismatch' | 'not-ours';

/** A gateway order to ask the gateway about, and how urgent it is (see `PaymentTarget.unsettledGatewayOrders`). */
export interface UnsettledOrder {
  gatewayOrderId: string;
  /** When the hold ran (or runs) out. */
  holdExpiresAt: Date;
}

/**
 * Something a payment can be for: a workshop registration or a store order. Each owner module
 * (registrations, orders) implements this and registers it at init; payments never imports them.
 */
export interface PaymentTarget {
  readonly kind: string;
  /** What was charged for the gateway order, or null if it is not this target's. */
  expectedCharge(gatewayOrderId: string): Promise<ExpectedCharge | null>;
  /**
   * Confirms a checked payment for this target's gateway order. Must be idempotent: the browser
   * callback, the webhook and reconciliation may all call it.
   */
  settle(payment: CapturedPayment): Promise<boolean>;
  /**
   * Gateway orders with no settled outcome yet (no payment recorded and not proven unpaid), due
   * for a look: live holds nearest their expiry first, then the most recently expired. At most `limit`.
   */
  unsettledGatewayOrders(limit: number): Promise<UnsettledOrder[]>;
  /**
   * Reconciliation found no captured payment: when to look again, or never (proven unpaid).
   * `paymentStarted`: the gateway has a payment still created or authorized for it.
   */
  noPaymentFound(gatewayOrderId: string, paymentStarted: boolean): Promise<void>;
}

/** Where owners register their PaymentTarget and where webhooks and reconciliation find them. */
@Injectable()
export class PaymentTargets {
  private readonly logger = new Logger('Payments');
  private readonly targets: PaymentTarget[] = [];

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  register(target: PaymentTarget): void {
    this.targets.push(target);
  }

  all(): readonly PaymentTarget[] {
    return this.targets;
  }

  /**
   * Whether the reported payment may mark its gateway order paid: captured, INR, exactly the
   * amount charged (a payment already recorded passes, so re-deliveries stay idempotent). A
   * mismatch is recorded for staff as a `payment_mismatch` and never confirms anything.
   */
  async check(payment: ReportedPayment, source: PaymentSource): Promise<SettleOutcome> {
    const outcome = await this.checkAgainstTargets(payment, source);
    await this.recordReport(payment, source, outcome);
    return outcome;
  }

  /**
   * Every payment report as it arrived (source, status, outcome): a booking's or order's timeline
   * shows its payment attempts, webhook deliveries and reconciliation from these.
   */
  async recordReport(
    payment: ReportedPayment,
    source: PaymentSource,
    outcome: string,
    event: string | null = null,
  ): Promise<void> {
    await execute(
      this.db,
      `INSERT INTO payment_reports (gateway_order_id, payment_id, source, event, status, amount, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [payment.orderId, payment.id, source, event, payment.status, payment.amount, outcome],
    );
  }

  private async checkAgainstTargets(payment: ReportedPayment, source: PaymentSource): Promise<SettleOutcome> {
    for (const target of this.targets) {
      const expected = await target.expectedCharge(payment.orderId);
      if (!expected) continue;
      if (expected.paymentId === payment.id) return 'settled';
      const reasons = mismatchReasons(expected.amountPaise, payment);
      if (reasons.length === 0) return 'settled';
      await this.recordMismatch(payment, source, target.kind, expected.amountPaise, reasons);
      return 'mismatch';
    }
    return 'not-ours';
  }

  /** Checks a reported payment, then hands it to whichever target owns its order. */
  async settle(payment: ReportedPayment, source: PaymentSource): Promise<SettleOutcome> {
    const checked = await this.check(payment, source);
    if (checked !== 'settled') return checked;
    for (const target of this.targets) {
      if (await target.settle({ gatewayOrderId: payment.orderId, paymentId: payment.id, amount: payment.amount }))
        return 'settled';
    }
    return 'not-ours';
  }

  private async recordMismatch(
    payment: ReportedPayment,
    source: PaymentSource,
    kind: string,
    expectedPaise: Paise,
    reasons: string[],
  ): Promise<void> {
    this.logger.error(
      `payment_mismatch: ${source} reported ${payment.id} for ${kind} order ${payment.orderId}: ${reasons.join('; ')}; not confirmed`,
    );
    await execute(
      this.db,
      `INSERT INTO payment_mismatches (source, gateway_order_id, payment_id, subject_type, expected_paise, amount, currency, status, reasons)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        source,
        payment.orderId,
        payment.id,
        kind,
        expectedPaise,
        payment.amount,
        payment.currency,
        payment.status,
        reasons.join('; '),
      ],
    );
  }
}
