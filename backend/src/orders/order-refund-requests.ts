import type { Paise } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorName, type Actor } from '../audit/actor.js';
import { Messages } from '../messages/messages.js';
import type { RefundView } from '../payments/refunds/refund-subjects.js';
import { RefundsService } from '../payments/refunds/refunds.service.js';

/**
 * A staff refund of an order's payment through the shared refunds machinery, and the buyer told of
 * it unless the caller's own notice says it (a cancellation's, issue 31).
 */
@Injectable()
export class OrderRefundRequests {
  constructor(
    private readonly refunds: RefundsService,
    private readonly messages: Messages,
  ) {}

  /** In the caller's transaction; `key` makes a retry answer the refund already recorded. */
  async request(
    manager: EntityManager,
    refund: {
      orderId: string;
      paymentId: string;
      amountPaise: Paise;
      reason: string;
      actor: Actor;
      key: string;
      tellBuyer: boolean;
    },
  ): Promise<RefundView> {
    const recorded = await this.refunds.request(manager, {
      subject: { type: 'order', id: refund.orderId },
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      requestedBy: actorName(refund.actor),
      actor: refund.actor,
      key: refund.key,
    });
    if (!refund.tellBuyer) return recorded;
    await this.messages.queue(manager, {
      template: 'order_refunded',
      eventKey: `order_refunded:${recorded.id}`,
      orderId: refund.orderId,
      params: { amountPaise: refund.amountPaise },
    });
    return recorded;
  }
}
