import { DEFAULT_CTA_LABEL, MAX_PURCHASE_QTY, paise, type CatalogProduct } from '@robo/domain';
import type { ConfirmedOrder } from '../../../components/whatsapp';
import type { Translate } from '../../../i18n/useT';

/** The product page's document title in the page's language (the server renders it too: app/entry-server.tsx). */
export function productPageTitle(t: Translate, product: CatalogProduct): string {
  return t('product.title', { name: product.name });
}

/** The buy button's label: the product's own when the catalogue carries one, else 'Buy Now'. */
export function ctaLabelOf(product: CatalogProduct): string {
  return product.ctaLabel?.trim() || DEFAULT_CTA_LABEL;
}

/** The label in the page's language: an owner's own label is data; the default 'Buy Now' is ours. */
export function ctaTextOf(t: Translate, product: CatalogProduct): string {
  const label = ctaLabelOf(product);
  return label === DEFAULT_CTA_LABEL ? t('product.buyNow') : label;
}

/** The gallery's pictures: the product images, else its thumbnail. */
export function productImages(product: CatalogProduct): string[] {
  return product.images.length > 0 ? product.images : [product.thumbnail].filter(Boolean);
}

/** At most 5 per order, and never more than the units in stock. */
export function maxPurchaseQty(inventory: number): number {
  return Math.max(1, Math.min(MAX_PURCHASE_QTY, inventory));
}

/** The order the status screen's URL describes (`/thank-you?status=success&order_id=...`). */
export function orderFromStatusUrl(url: string): ConfirmedOrder | null {
  const query = new URL(url, 'http://site').searchParams;
  const orderId = query.get('order_id');
  if (!orderId) return null;
  return {
    orderId,
    productName: query.get('product_name') ?? '',
    sku: query.get('sku') ?? '',
    qty: Number(query.get('quantity')) || 1,
    amountInPaise: paise(Number(query.get('amount')) || 0),
  };
}
