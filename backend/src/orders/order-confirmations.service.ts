import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { whatsappRecipient, type WhatsappConfirmationResponse } from '@robo/domain';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Outbox } from '../outbox/outbox.js';
import { Order } from './entities/order.entity.js';
import { orderConfirmationText } from './orders.messages.js';

/** The outbox kind of the buyer's confirmation message (backend/src/outbox/README.md). */
export const ORDER_CONFIRMATION = 'order.confirmation';
const DEDUPE_PREFIX = 'order-';

interface OrderConfirmationPayload {
  orderId: string;
}

/**
 * The buyer's "Send confirmation on WhatsApp": only for a paid order, only to that order's own
 * phone, recorded in the outbox and delivered until the provider takes it. `ok` is false when no
 * provider is configured (the message waits in notification_outbox) or when nothing was sent, so
 * the browser opens the prefilled wa.me link instead (SPEC 4).
 */
@Injectable()
export class OrderConfirmationsService implements OnModuleInit {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly notifications: NotificationsService,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.outbox.handle<OrderConfirmationPayload>(ORDER_CONFIRMATION, ({ orderId }) => this.deliver(orderId));
    this.notifications.onSent(async (dedupeKey) => {
      if (!dedupeKey.startsWith(DEDUPE_PREFIX)) return;
      await this.orders.update({ orderId: dedupeKey.slice(DEDUPE_PREFIX.length) }, { whatsappSent: true });
    });
  }

  async send(orderId: string): Promise<WhatsappConfirmationResponse> {
    const order = await this.orders.findOneBy({ orderId, paymentStatus: 'completed' });
    if (!order?.customerPhone) return { ok: false };
    await this.outbox.enqueue<OrderConfirmationPayload>(this.orders.manager, {
      kind: ORDER_CONFIRMATION,
      key: order.orderId,
      payload: { orderId: order.orderId },
      cause: `buyer asked for the confirmation of ${order.orderId}`,
    });
    return { ok: this.notifications.providerConfigured };
  }

  private async deliver(orderId: string): Promise<void> {
    const order = await this.orders.findOneByOrFail({ orderId });
    await this.notifications.deliver({
      dedupeKey: `${DEDUPE_PREFIX}${order.orderId}`,
      to: whatsappRecipient(order.customerPhone ?? ''),
      body: orderConfirmationText(order),
    });
  }
}
