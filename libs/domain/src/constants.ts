import { rupees } from './money.js';
export const GRADE_GROUPS = ['std-1-2', 'std-3-4', 'std-5-9'] as const;
export type GradeGroup = (typeof GRADE_GROUPS)[number];

export const GRADE_GROUP_LABELS: Record<GradeGroup, string> = {
  'std-1-2': 'Std 1–2',
  'std-3-4': 'Std 3–4',
  'std-5-9': 'Std 5–9',
};

export const PRODUCT_CATEGORIES = ['Robotics Kits', 'Electronics', 'STEM Learning', 'Coding'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const MIN_PURCHASE_QTY = 1;
export const MAX_PURCHASE_QTY = 5;

/** Storefront and product page use a fixed low-stock threshold; the admin uses each product's own. */
export const STOREFRONT_LOW_STOCK = 5;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The admin venue form proposes 100 seats; the data model default is 150. */
export const DEFAULT_VENUE_SEATS_FORM = 100;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 5;
export const MAX_THUMBNAIL_FILES = 1;

/** Store price filter, in rupees. */
export const PRICE_SLIDER = { min: rupees(0), max: rupees(7500), step: 100 } as const;

export const COUPON_CODE_MIN = 2;
export const COUPON_CODE_MAX = 20;
export const DEFAULT_COUPON_USAGE_LIMIT = 1;

export type OrderStatus = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

export const DEFAULT_CTA_LABEL = 'Buy Now';
/** HSN 9023: instruments and models for demonstration (educational kits); each product may set its own. */
export const DEFAULT_HSN_CODE = '9023';

/** Initial values of the admin product form (spec §3 "Form defaults"). */
export const PRODUCT_FORM_DEFAULTS = {
  id: '',
  name: '',
  shortName: '',
  slug: '',
  category: '' as ProductCategory | '',
  price: 0,
  mrp: 0,
  taxIncluded: true,
  hsnCode: DEFAULT_HSN_CODE,
  sku: '',
  inventory: 0,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  images: [] as string[],
  thumbnail: '',
  summary: '',
  descriptionHtml: '',
  features: [] as string[],
  boxContents: [] as string[],
  ageRange: '',
  shipping: 'Pan-India, 3–5 business days',
  warranty: '6 months limited',
  returnPolicy: '7-day replacement',
  tags: [] as string[],
  ctaLabel: DEFAULT_CTA_LABEL,
  whatsappHelpText: '',
  isActive: true,
};
export type ProductFormDefaults = typeof PRODUCT_FORM_DEFAULTS;
