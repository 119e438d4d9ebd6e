import { Injectable } from '@nestjs/common';
import type { Paise } from '@robo/domain';
import { liveHoldSql, RETRY_MIN_REMAINING_SECONDS, RetriedHoldsOf } from '../hold-limits/retried-holds.js';
import { CreateOrderDto } from './dto/create-order.dto.js';

export interface RetriedOrder {
  orderId: string;
  gatewayOrderId: string;
  totalAmount: Paise;
}

/**
 * The same order asked for again while its stock hold lives: same buyer (phone, e-mail, name),
 * product, quantity, address and GSTIN (backend/src/orders/README.md "Retries"); as soft as the
 * booking rule (RetriedBookings).
 */
@Injectable()
export class RetriedOrders extends RetriedHoldsOf<CreateOrderDto, RetriedOrder>(
  CreateOrderDto,
  liveHoldSql({
    table: 'orders',
    samePhone: 'customer_phone = $1',
    columns: `order_id AS "orderId", gateway_order_id AS "gatewayOrderId", total_amount AS "totalAmount"`,
    minRemainingSeconds: '$3',
    matches: `holds_stock AND product_id = $2 AND quantity = $4 AND lower(customer_email) = lower($5)
      AND lower(customer_name) = lower($6) AND shipping_address = $7::jsonb
      AND coalesce(buyer_gstin, '') = coalesce($8, '')`,
  }),
  (dto) => [
    dto.customerPhone,
    dto.productId,
    RETRY_MIN_REMAINING_SECONDS,
    dto.qty,
    dto.customerEmail,
    dto.customerName,
    JSON.stringify({ ...dto.shippingAddress }),
    dto.buyerGstin ?? null,
  ],
) {}
