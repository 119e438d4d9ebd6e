import { formatPaise, type Paise } from '@robo/domain';
import { SITE } from '../../config/site';
import type { Translate } from '../../i18n/useT';

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

/** The prefilled message of the wa.me fallback for an order confirmation, in the page's language. */
export function orderConfirmationText(t: Translate, order: ConfirmedOrder): string {
  return t('order.whatsapp.confirmText', {
    brand: SITE.brand,
    orderId: order.orderId,
    qty: order.qty,
    productName: order.productName,
    sku: order.sku,
    amount: formatPaise(order.amountInPaise),
  });
}
