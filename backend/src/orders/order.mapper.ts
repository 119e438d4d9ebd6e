import { type OrderDetails, ORDER_READS } from '@robo/domain';
import type { Order } from './entities/order.entity.js';

/** The order record of spec §3 as the buyer sees it (amounts in paise). */
export function toOrderDetails(order: Order): OrderDetails {
  return {
    orderId: order.orderId,
    productName: order.productName,
    productSku: order.productSku,
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    totalAmount: order.totalAmount,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Where the browser goes after verification: the order status screen (spec §2), 'success' for a
 * paid order and 'failed' for one that had to be refunded (it sold out while the buyer paid).
 */
export function orderStatusUrl(order: Order): string {
  const query = new URLSearchParams({
    status: ORDER_READS.paid.test(order) ? 'success' : 'failed',
    order_id: order.orderId,
    product_name: order.productName,
    sku: order.productSku,
    quantity: String(order.quantity),
    amount: String(order.totalAmount),
  });
  return `/thank-you?${query.toString()}`;
}
