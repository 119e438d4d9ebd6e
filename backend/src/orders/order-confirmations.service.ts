import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type WhatsappConfirmationResponse, ORDER_READS } from '@robo/domain';
import { Messages } from '../messages/messages.js';
import { Order } from './entities/order.entity.js';

const confirmedEvent = (orderId: string) => `order_confirmed:${orderId}`;

/**
 * The buyer's order confirmation (backend/src/messages/README.md): by e-mail (with the invoice) as
 * soon as the payment is confirmed, and on WhatsApp when the buyer presses "Send confirmation on
 * WhatsApp". `ok` is false when no WhatsApp provider is configured (the message is held) or nothing
 * was sent, so the browser opens the prefilled wa.me link instead (spec §4).
 */
@Injectable()
export class OrderConfirmationsService implements OnModuleInit {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly messages: Messages,
  ) {}

  onModuleInit(): void {
    this.messages.onSent(async ({ template, channel, orderId }) => {
      if (template !== 'order_confirmed' || channel !== 'whatsapp' || !orderId) return;
      await this.orders.update({ orderId }, { whatsappSent: true });
    });
  }

  /** Inside the transaction that confirms the order's payment. */
  async record(manager: EntityManager, orderId: string): Promise<void> {
    await this.messages.queue(manager, {
      template: 'order_confirmed',
      eventKey: confirmedEvent(orderId),
      orderId,
      channels: ['email'],
    });
  }

  async send(orderId: string): Promise<WhatsappConfirmationResponse> {
    const order = await this.orders.findOneBy({ orderId });
    if (!order || !ORDER_READS.paid.test(order) || !order.customerPhone) return { ok: false };
    await this.messages.queue(this.orders.manager, {
      template: 'order_confirmed',
      eventKey: confirmedEvent(orderId),
      orderId,
      channels: ['whatsapp'],
    });
    return { ok: this.messages.whatsappConfigured };
  }
}
