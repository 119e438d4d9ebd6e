import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { whatsappRecipient, type WhatsappConfirmationResponse } from '@robo/domain';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Order } from './entities/order.entity.js';
import { orderConfirmationText } from './orders.messages.js';

const DEDUPE_PREFIX = 'order-';

/**
 * The buyer's "Send confirmation on WhatsApp": only for a paid order, only to that order's own
 * phone. `ok` is false when no provider is configured (the message waits in the outbox) or when
 * nothing was sent, so the browser opens the prefilled wa.me link instead (SPEC 4).
 */
@Injectable()
export class OrderConfirmationsService implements OnModuleInit {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.notifications.onSent(async (dedupeKey) => {
      if (!dedupeKey.startsWith(DEDUPE_PREFIX)) return;
      await this.orders.update({ orderId: dedupeKey.slice(DEDUPE_PREFIX.length) }, { whatsappSent: true });
    });
  }

  async send(orderId: string): Promise<WhatsappConfirmationResponse> {
    const order = await this.orders.findOneBy({ orderId, paymentStatus: 'completed' });
    if (!order?.customerPhone) return { ok: false };
    await this.notifications.send({
      dedupeKey: `${DEDUPE_PREFIX}${order.orderId}`,
      to: whatsappRecipient(order.customerPhone),
      body: orderConfirmationText(order),
    });
    return { ok: this.notifications.providerConfigured };
  }
}
