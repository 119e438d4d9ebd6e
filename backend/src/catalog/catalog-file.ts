import type { CatalogFile, CatalogProduct } from '@robo/domain';
import type { Product } from './entities/product.entity.js';

/** A product as the store's catalogue file shows it (spec §3); prices stay in whole rupees. */
export function toCatalogProduct(product: Product): CatalogProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.summary,
    category: product.category,
    price: product.price,
    originalPrice: product.mrp,
    sku: product.sku,
    brand: product.brand,
    inventory: product.inventory,
    thumbnail: product.thumbnail ?? product.images[0] ?? '',
    images: product.images,
    features: product.features,
    specifications: product.specifications,
    tags: product.tags,
    whatsapp_help_text: product.whatsappHelpText ?? '',
    ctaLabel: product.ctaLabel,
  };
}

export function buildCatalogFile(activeProducts: Product[], lastUpdated: Date): CatalogFile {
  return { products: activeProducts.map(toCatalogProduct), lastUpdated: lastUpdated.toISOString() };
}
