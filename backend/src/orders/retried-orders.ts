import { ORDER_READS } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import { RETRY_MIN_REMAINING_SECONDS, type RetriedHolds } from '../hold-limits/retried-holds.js';
import { CreateOrderDto } from './dto/create-order.dto.js';

export interface RetriedOrder {
  orderId: string;
  gatewayOrderId: string;
  totalAmount: number;
}

/**
 * The same order asked for again while its stock hold lives: same buyer (phone, e-mail, name),
 * product, quantity, address and GSTIN (backend/src/orders/README.md "Retries"); as soft as the
 * booking rule (RetriedBookings), and read the same way: the phone's orders first, on their own,
 * through `orders_customer_phone_idx` whatever the statistics say.
 */
@Injectable()
export class RetriedOrders implements RetriedHolds<CreateOrderDto> {
  readonly request = CreateOrderDto;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  live(dto: CreateOrderDto): Promise<RetriedOrder | undefined> {
    return maybeOne<RetriedOrder>(
      this.db,
      `WITH same_phone AS MATERIALIZED (SELECT * FROM orders WHERE customer_phone = $1)
       SELECT order_id AS "orderId", gateway_order_id AS "gatewayOrderId", total_amount AS "totalAmount" FROM same_phone
       WHERE ${ORDER_READS.awaitingPayment.sql()} AND holds_stock AND product_id = $2
         AND hold_expires_at > now() + make_interval(secs => $3) AND gateway_order_id IS NOT NULL
         AND quantity = $4 AND lower(customer_email) = lower($5) AND lower(customer_name) = lower($6)
         AND shipping_address = $7::jsonb AND coalesce(buyer_gstin, '') = coalesce($8, '')
       ORDER BY hold_expires_at DESC LIMIT 1`,
      [
        dto.customerPhone,
        dto.productId,
        RETRY_MIN_REMAINING_SECONDS,
        dto.qty,
        dto.customerEmail,
        dto.customerName,
        JSON.stringify({ ...dto.shippingAddress }),
        dto.buyerGstin ?? null,
      ],
    );
  }
}
