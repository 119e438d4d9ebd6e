import {
  DEFAULT_CTA_LABEL,
  DEFAULT_HSN_CODE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type AdminProduct,
  type ProductCategory,
} from '@robo/domain';
import { sanitizeDescriptionHtml } from './description-html.js';
import type { ProductDto } from './dto/product.dto.js';
import type { Product } from './entities/product.entity.js';

export function toAdminProduct(product: Product): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    shortName: product.shortName,
    slug: product.slug,
    category: product.category as ProductCategory,
    price: product.price,
    mrp: product.mrp,
    taxIncluded: product.taxIncluded,
    hsnCode: product.hsnCode,
    sku: product.sku,
    inventory: product.inventory,
    lowStockThreshold: product.lowStockThreshold,
    images: product.images,
    thumbnail: product.thumbnail ?? '',
    summary: product.summary,
    descriptionHtml: product.descriptionHtml,
    features: product.features,
    boxContents: product.boxContents,
    ageRange: product.ageRange,
    shipping: product.shipping,
    warranty: product.warranty,
    returnPolicy: product.returnPolicy,
    tags: product.tags,
    ctaLabel: product.ctaLabel,
    whatsappHelpText: product.whatsappHelpText,
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** The columns an admin payload writes; the description is sanitised here, on every write. */
export async function toProductColumns(
  dto: ProductDto,
): Promise<Omit<Product, 'brand' | 'specifications' | 'createdAt' | 'updatedAt'>> {
  return {
    id: dto.id,
    name: dto.name,
    shortName: dto.shortName || null,
    slug: dto.slug,
    category: dto.category,
    price: dto.price,
    mrp: dto.mrp,
    taxIncluded: dto.taxIncluded ?? true,
    hsnCode: dto.hsnCode ?? DEFAULT_HSN_CODE,
    sku: dto.sku,
    inventory: dto.inventory ?? 0,
    lowStockThreshold: dto.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
    images: dto.images ?? [],
    thumbnail: dto.thumbnail || null,
    summary: dto.summary,
    descriptionHtml: await sanitizeDescriptionHtml(dto.descriptionHtml ?? ''),
    features: dto.features ?? [],
    boxContents: dto.boxContents ?? [],
    ageRange: dto.ageRange,
    shipping: dto.shipping,
    warranty: dto.warranty,
    returnPolicy: dto.returnPolicy,
    tags: (dto.tags ?? []).filter((tag) => tag.length > 0),
    ctaLabel: dto.ctaLabel || DEFAULT_CTA_LABEL,
    whatsappHelpText: dto.whatsappHelpText || null,
    isActive: dto.isActive ?? true,
  };
}
