import {
  cleanList,
  DEFAULT_LOW_STOCK_THRESHOLD,
  parseWholeNumber,
  PRODUCT_FORM_DEFAULTS,
  productAdminSchema,
  slugify,
  type AdminProduct,
  type ProductAdminInput,
  type ProductCategory,
} from '@robo/domain';
// jitless already: productAdminSchema's module (libs/domain/src/zod.ts) configured zod before this one runs.
import { z } from 'zod';

/**
 * What the product form edits: numbers as typed text, features and box contents one per line,
 * tags comma-separated, image URLs one field each. Converted to the admin payload on save.
 */
export interface ProductFormValues {
  id: string;
  sku: string;
  name: string;
  shortName: string;
  slug: string;
  category: ProductCategory | '';
  ageRange: string;
  summary: string;
  isActive: boolean;
  price: string;
  mrp: string;
  inventory: string;
  lowStockThreshold: string;
  taxIncluded: boolean;
  hsnCode: string;
  thumbnail: string;
  images: string[];
  features: string;
  boxContents: string;
  shipping: string;
  warranty: string;
  returnPolicy: string;
  tags: string;
  ctaLabel: string;
  whatsappHelpText: string;
  /** Not edited in this form (spec §2 lists no field for it); kept as it is. */
  descriptionHtml: string;
}

export type ProductFormTab = 'basic' | 'pricing' | 'images' | 'details';

/** Which tab shows each field, so a failed save can open the tab with the first error. */
export const PRODUCT_TAB_FIELDS: Record<ProductFormTab, ReadonlyArray<keyof ProductFormValues>> = {
  basic: ['id', 'sku', 'name', 'shortName', 'slug', 'category', 'ageRange', 'summary', 'isActive'],
  pricing: ['price', 'mrp', 'inventory', 'lowStockThreshold', 'taxIncluded', 'hsnCode'],
  images: ['thumbnail', 'images'],
  details: ['features', 'boxContents', 'shipping', 'warranty', 'returnPolicy', 'tags', 'ctaLabel', 'whatsappHelpText'],
};

export function firstTabWithError(errorFields: ReadonlyArray<string>): ProductFormTab | undefined {
  const tabs = Object.keys(PRODUCT_TAB_FIELDS) as ProductFormTab[];
  return tabs.find((tab) => PRODUCT_TAB_FIELDS[tab].some((field) => errorFields.includes(field)));
}

const splitLines = (text: string) => cleanList(text.split('\n'));
const splitCommas = (text: string) => cleanList(text.split(','));

/** Initial form values: the spec §3 defaults for a new product, or the product being edited. */
export function productToFormValues(product?: AdminProduct): ProductFormValues {
  const p = product ?? PRODUCT_FORM_DEFAULTS;
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    shortName: p.shortName ?? '',
    slug: p.slug,
    category: p.category,
    ageRange: p.ageRange,
    summary: p.summary,
    isActive: p.isActive,
    price: String(p.price),
    mrp: String(p.mrp),
    inventory: String(p.inventory),
    lowStockThreshold: String(p.lowStockThreshold),
    taxIncluded: p.taxIncluded,
    hsnCode: p.hsnCode,
    thumbnail: p.thumbnail,
    images: [...p.images],
    features: p.features.join('\n'),
    boxContents: p.boxContents.join('\n'),
    shipping: p.shipping,
    warranty: p.warranty,
    returnPolicy: p.returnPolicy,
    tags: p.tags.join(', '),
    ctaLabel: p.ctaLabel,
    whatsappHelpText: p.whatsappHelpText ?? '',
    descriptionHtml: p.descriptionHtml,
  };
}

/**
 * Form values to the admin payload (spec §5): numbers parse to whole numbers, an invalid entry
 * becomes 0 except the low-stock threshold, which falls back to 10; list items are trimmed and
 * empty ones dropped.
 */
export function productFormToPayload(values: ProductFormValues): ProductAdminInput {
  return {
    id: values.id,
    name: values.name,
    shortName: values.shortName.trim(),
    slug: values.slug,
    category: values.category as ProductCategory,
    price: parseWholeNumber(values.price),
    mrp: parseWholeNumber(values.mrp),
    taxIncluded: values.taxIncluded,
    hsnCode: values.hsnCode.trim(),
    sku: values.sku,
    inventory: parseWholeNumber(values.inventory),
    lowStockThreshold: parseWholeNumber(values.lowStockThreshold, DEFAULT_LOW_STOCK_THRESHOLD),
    images: cleanList(values.images),
    thumbnail: values.thumbnail.trim(),
    summary: values.summary,
    descriptionHtml: values.descriptionHtml,
    features: splitLines(values.features),
    boxContents: splitLines(values.boxContents),
    ageRange: values.ageRange,
    shipping: values.shipping,
    warranty: values.warranty,
    returnPolicy: values.returnPolicy,
    tags: splitCommas(values.tags),
    ctaLabel: values.ctaLabel,
    whatsappHelpText: values.whatsappHelpText.trim(),
    isActive: values.isActive,
  };
}

/** The form's resolver schema: convert, then apply the shared product rules and messages. */
export const productFormSchema = z.custom<ProductFormValues>().transform(productFormToPayload).pipe(productAdminSchema);

/**
 * The slug after the name changes: filled from the name when empty. While creating, it keeps
 * following the name until the admin types a slug of their own; an existing product keeps its slug
 * (its address may already be shared).
 */
export function nextSlug(currentSlug: string, previousName: string, newName: string, creating: boolean): string {
  const untouched = currentSlug === '' || (creating && currentSlug === slugify(previousName));
  return untouched ? slugify(newName) : currentSlug;
}
