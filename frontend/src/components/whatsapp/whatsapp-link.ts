import { formatPaise, type Paise } from '@robo/domain';
import { SITE } from '../../config/site';

/** The order a confirmation is about; the amount is in paise. */
export interface ConfirmedOrder {
  orderId: string;
  productName: string;
  sku: string;
  qty: number;
  amountInPaise: Paise;
}

/** A chat with the business number, with `text` typed in for the visitor (wa.me link). */
export function whatsappLink(text: string): string {
  return `${SITE.whatsappUrl}?text=${encodeURIComponent(text)}`;
}

/** The prefilled message of the wa.me fallback for an order confirmation. */
export function orderConfirmationText(order: ConfirmedOrder): string {
  return [
    `Hi ${SITE.brand}! Please confirm my order ${order.orderId}:`,
    `${order.qty} x ${order.productName} (SKU ${order.sku})`,
    `Amount paid: ${formatPaise(order.amountInPaise)}`,
  ].join('\n');
}
