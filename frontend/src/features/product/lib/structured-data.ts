import type { CatalogProduct } from '@robo/domain';

export const PRICE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

/** schema.org Product data for search engines: price in INR, availability, price valid 30 days. */
export function productStructuredData(product: CatalogProduct, pageUrl: string, now = new Date()) {
  const origin = new URL(pageUrl).origin;
  const images = product.images.length > 0 ? product.images : [product.thumbnail].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    image: images.map((image) => absolute(image, origin)),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      priceValidUntil: new Date(now.getTime() + PRICE_VALID_DAYS * DAY_MS).toISOString().slice(0, 10),
      availability: product.inventory > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
