import { Injectable } from '@nestjs/common';

/** A payment the provider says was captured for one of our gateway orders. */
export interface CapturedPayment {
  gatewayOrderId: string;
  paymentId: string;
  /** Paise, as captured. */
  amount: number;
}

/**
 * Something a payment can be for: a workshop registration or a store order. Each owner module
 * (registrations, orders) implements this and registers it at init; payments never imports them.
 */
export interface PaymentTarget {
  readonly kind: string;
  /**
   * Confirms the payment if `gatewayOrderId` belongs to this target; returns false if it does
   * not. Must be idempotent: the browser callback, the webhook and reconciliation may all call it.
   */
  settle(payment: CapturedPayment): Promise<boolean>;
  /** Gateway order ids still pending payment and older than `olderThanSeconds` (for reconciliation). */
  pendingGatewayOrders(olderThanSeconds: number): Promise<string[]>;
}

/** Where owners register their PaymentTarget and where webhooks and reconciliation find them. */
@Injectable()
export class PaymentTargets {
  private readonly targets: PaymentTarget[] = [];

  register(target: PaymentTarget): void {
    this.targets.push(target);
  }

  all(): readonly PaymentTarget[] {
    return this.targets;
  }

  /** Hands a captured payment to whichever target owns its order; false if none does. */
  async settle(payment: CapturedPayment): Promise<boolean> {
    for (const target of this.targets) {
      if (await target.settle(payment)) return true;
    }
    return false;
  }
}
