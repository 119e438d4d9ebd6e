import { randomBytes } from 'node:crypto';
import type { Paise, Rupees } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { Coupon } from '../../src/coupons/entities/coupon.entity.js';
import { Product } from '../../src/catalog/entities/product.entity.js';
import { Venue } from '../../src/venues/entities/venue.entity.js';

const unique = () => randomBytes(4).toString('hex');

/** An entity's fields as tests write them: money as plain numbers (the entity types them Paise or Rupees). */
type Plain<T> = { [K in keyof T]?: T[K] extends Paise | Rupees ? number : T[K] };

const DAY_MS = 86_400_000;

/** A venue of the edition on sale (unless `editionId` says otherwise), held 30 days from now unless its times are given. */
export async function createVenue(db: DataSource, overrides: Partial<Venue> = {}): Promise<Venue> {
  const id = unique();
  const startsAt = new Date(Date.now() + 30 * DAY_MS);
  return db.getRepository(Venue).save({
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
    name: `venue-${id}`,
    displayName: `Test Venue ${id}`,
    city: 'Pune',
    address: '1 Test Road, Pune 411001',
    dateTime: 'Sun, 13 Dec 2026 · 10:00 AM',
    maxSeats: 150,
    bookedSeats: 0,
    isActive: true,
    ...overrides,
  });
}

export async function createCoupon(db: DataSource, overrides: Plain<Coupon> = {}): Promise<Coupon> {
  return db.getRepository(Coupon).save({
    code: `TEST${unique().toUpperCase()}`,
    discountAmount: 5000,
    usageLimit: 10,
    usedCount: 0,
    isActive: true,
    ...overrides,
  });
}

export async function createProduct(db: DataSource, overrides: Plain<Product> = {}): Promise<Product> {
  const id = unique();
  return db.getRepository(Product).save({
    id: `prd-${id}`,
    name: `Test Kit ${id}`,
    slug: `test-kit-${id}`,
    category: 'Robotics Kits',
    price: 1999,
    mrp: 2999,
    sku: `SKU-${id}`,
    inventory: 10,
    lowStockThreshold: 10,
    summary: 'A test kit for integration tests.',
    ageRange: '8-12 years',
    shipping: 'Pan-India, 3–5 business days',
    warranty: '6 months limited',
    returnPolicy: '7-day replacement',
    ...overrides,
  });
}
