import { PRODUCT_FORM_DEFAULTS } from '@robo/domain';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/admin/fixtures';
import {
  firstTabWithError,
  nextSlug,
  productFormSchema,
  productFormToPayload,
  productToFormValues,
} from './product-form';

describe('productToFormValues', () => {
  it('starts a new product from the spec §3 defaults', () => {
    const values = productToFormValues();
    expect(values).toMatchObject({
      taxIncluded: true,
      lowStockThreshold: '10',
      shipping: 'Pan-India, 3–5 business days',
      warranty: '6 months limited',
      returnPolicy: '7-day replacement',
      ctaLabel: 'Buy Now',
      isActive: true,
      price: '0',
      mrp: '0',
      inventory: '0',
      images: [],
      features: '',
    });
    expect(values.images).not.toBe(PRODUCT_FORM_DEFAULTS.images);
  });

  it('round-trips an existing product unchanged', () => {
    const product = makeProduct({ features: ['IR sensors', 'Buzzer'], tags: ['robotics', 'kids'] });
    const { createdAt: _c, updatedAt: _u, ...fields } = product;
    expect(productFormToPayload(productToFormValues(product))).toEqual({ ...fields, shortName: 'Line Follower' });
  });
});

describe('productFormToPayload', () => {
  const base = productToFormValues(makeProduct());

  it('parses numbers to whole numbers; an invalid entry is 0, the threshold falls back to 10', () => {
    const payload = productFormToPayload({
      ...base,
      price: '1299.9',
      mrp: 'abc',
      inventory: '',
      lowStockThreshold: 'x',
    });
    expect(payload).toMatchObject({ price: 1299, mrp: 0, inventory: 0, lowStockThreshold: 10 });
    expect(productFormToPayload({ ...base, lowStockThreshold: '3' }).lowStockThreshold).toBe(3);
    expect(productFormToPayload({ ...base, lowStockThreshold: '0' }).lowStockThreshold).toBe(0);
  });

  it('trims list items and drops empty ones', () => {
    const payload = productFormToPayload({
      ...base,
      features: '  IR sensors \n\n  Buzzer  \n   ',
      boxContents: 'Chassis\n \nWheels ',
      tags: ' robotics, , kids ,',
      images: [' https://cdn.example.com/a.png ', '', '   '],
    });
    expect(payload.features).toEqual(['IR sensors', 'Buzzer']);
    expect(payload.boxContents).toEqual(['Chassis', 'Wheels']);
    expect(payload.tags).toEqual(['robotics', 'kids']);
    expect(payload.images).toEqual(['https://cdn.example.com/a.png']);
  });

  it('is checked with the shared product rules and their messages', () => {
    const result = productFormSchema.safeParse({ ...productToFormValues(), name: 'A', price: '0' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'id: Product ID is required',
        'name: Product name must be at least 2 characters',
        'slug: Slug is required',
        'category: Category is required',
        'price: Price must be at least ₹0.01',
        'mrp: MRP must be at least ₹0.01',
        'sku: SKU is required',
        'summary: Summary must be at least 10 characters',
        'ageRange: Age range is required',
      ]),
    );
  });
});

describe('nextSlug', () => {
  it('fills an empty slug from the name', () => {
    expect(nextSlug('', '', 'Smart Car 2.0 — Kit!', false)).toBe('smart-car-20-kit');
  });

  it('follows the name while creating, until the admin types a slug of their own', () => {
    expect(nextSlug('smart', 'Smart', 'Smart Car', true)).toBe('smart-car');
    expect(nextSlug('my-own-slug', 'Smart', 'Smart Car', true)).toBe('my-own-slug');
  });

  it('keeps an existing product’s slug when its name changes', () => {
    expect(nextSlug('smart-car', 'Smart Car', 'Smart Car Pro', false)).toBe('smart-car');
  });
});

describe('firstTabWithError', () => {
  it('names the first tab, in tab order, that holds a failing field', () => {
    expect(firstTabWithError(['warranty', 'price'])).toBe('pricing');
    expect(firstTabWithError(['images'])).toBe('images');
    expect(firstTabWithError(['summary', 'warranty'])).toBe('basic');
    expect(firstTabWithError([])).toBeUndefined();
  });
});
