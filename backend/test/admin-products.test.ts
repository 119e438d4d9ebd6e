import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { MESSAGES, type CatalogFile } from '@robo/domain';
import { startAdminApp } from './support/admin.js';
import { createProduct } from './support/factories.js';
import { eventually, type TestApp } from './support/test-app.js';

/** A complete admin payload as the product form sends it. */
const validProduct = () => {
  const id = randomBytes(4).toString('hex');
  return {
    id: `kit-${id}`,
    name: `Line Follower Kit ${id}`,
    shortName: 'Line Follower',
    slug: `line-follower-kit-${id}`,
    category: 'Robotics Kits',
    price: 2499,
    mrp: 3499,
    taxIncluded: true,
    sku: `LF-${id}`,
    hsnCode: '85437099',
    inventory: 25,
    lowStockThreshold: 10,
    images: ['/uploads/products/a.png', 'https://cdn.example.com/b.jpg'],
    thumbnail: '/uploads/products/a.png',
    summary: 'A two-wheel robot that follows a black line.',
    descriptionHtml: '<p>Build it in an afternoon.</p>',
    features: ['IR sensors', 'Arduino compatible'],
    boxContents: ['Chassis', 'Motors'],
    ageRange: '8-14 years',
    shipping: 'Pan-India, 3–5 business days',
    warranty: '6 months limited',
    returnPolicy: '7-day replacement',
    tags: ['robotics', 'sensors'],
    ctaLabel: 'Buy Now',
    whatsappHelpText: 'Hi! I have a question about the line follower.',
    isActive: true,
  };
};

async function catalog(t: TestApp): Promise<CatalogFile> {
  return (await t.http().get('/catalog.json').expect(200)).body as CatalogFile;
}

describe('admin products and the catalogue', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(() => t.close());

  describe('validation (spec §5 "Product admin")', () => {
    it.each(
      [
        ['id', '', MESSAGES.productIdRequired],
        ['id', undefined, MESSAGES.productIdRequired],
        ['name', 'A', MESSAGES.productNameMin],
        ['name', 'A'.repeat(256), MESSAGES.productNameTooLong, 'of 256 characters'],
        ['shortName', 'S'.repeat(101), MESSAGES.shortNameTooLong, 'of 101 characters'],
        ['slug', '', MESSAGES.slugRequired],
        ['slug', `s${'a'.repeat(255)}`, MESSAGES.slugTooLong, 'of 256 characters'],
        ['slug', 'Line Follower!', MESSAGES.slugInvalid],
        ['category', '', MESSAGES.categoryRequired],
        ['category', 'Toys', MESSAGES.categoryRequired],
        ['price', 0, MESSAGES.priceMin],
        ['price', 10.5, MESSAGES.priceMin],
        ['mrp', 0, MESSAGES.mrpMin],
        ['sku', '', MESSAGES.skuRequired],
        ['sku', 'S'.repeat(51), MESSAGES.skuTooLong, 'of 51 characters'],
        ['hsnCode', '90231', MESSAGES.hsnInvalid, 'of 5 digits'],
        ['inventory', -1, MESSAGES.inventoryMin],
        ['lowStockThreshold', -1, MESSAGES.lowStockThresholdMin],
        ['images', ['not a url'], MESSAGES.imageUrlInvalid],
        ['images', ['javascript:alert(1)'], MESSAGES.imageUrlInvalid],
        ['thumbnail', 'ftp://example.com/x.png', MESSAGES.thumbnailUrlInvalid],
        ['summary', 'Too short', MESSAGES.summaryMin],
        ['summary', 'S'.repeat(501), MESSAGES.summaryTooLong, 'of 501 characters'],
        ['features', ['Good', '  '], MESSAGES.featureEmpty],
        ['boxContents', [''], MESSAGES.boxContentEmpty],
        ['ageRange', '', MESSAGES.ageRangeRequired],
        ['shipping', ' ', MESSAGES.shippingRequired],
        ['warranty', '', MESSAGES.warrantyRequired],
        ['returnPolicy', undefined, MESSAGES.returnPolicyRequired],
      ].map(([field, value, message, label]) => ({
        field,
        value,
        message,
        shown: label ?? JSON.stringify(value) ?? 'missing',
      })),
    )('$field $shown → $message', async ({ field, value, message }) => {
      const res = await admin
        .post('/api/admin/products')
        .send({ ...validProduct(), [field as string]: value })
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('applies the form defaults to what is left out', async () => {
      const full = validProduct();
      const required = Object.fromEntries(
        (
          [
            'id',
            'name',
            'slug',
            'category',
            'price',
            'mrp',
            'sku',
            'summary',
            'ageRange',
            'shipping',
            'warranty',
            'returnPolicy',
          ] as const
        ).map((field) => [field, full[field]]),
      );
      const res = await admin.post('/api/admin/products').send(required).expect(201);
      expect(res.body).toMatchObject({
        shortName: null,
        taxIncluded: true,
        hsnCode: '9023',
        inventory: 0,
        lowStockThreshold: 10,
        images: [],
        thumbnail: '',
        descriptionHtml: '',
        features: [],
        boxContents: [],
        tags: [],
        ctaLabel: 'Buy Now',
        whatsappHelpText: null,
        isActive: true,
      });
    });
  });

  it('creates a product and answers it in camelCase', async () => {
    const body = validProduct();
    const res = await admin.post('/api/admin/products').send(body).expect(201);
    expect(res.body).toEqual({ ...body, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const list = (await admin.get('/api/admin/products').expect(200)).body as Array<{ id: string }>;
    expect(list.map((p) => p.id)).toContain(body.id);
  });

  it('sanitises the description HTML on write', async () => {
    const body = {
      ...validProduct(),
      descriptionHtml:
        '<p onclick="steal()">Great <b>kit</b></p><script>alert("x")</script><img src="https://cdn.example.com/k.png" onerror="alert(1)"><a href="javascript:alert(1)">more</a>',
    };
    const res = await admin.post('/api/admin/products').send(body).expect(201);
    const html: string = res.body.descriptionHtml;
    expect(html).toContain('<p>Great <b>kit</b></p>');
    expect(html).toContain('<img src="https://cdn.example.com/k.png" />');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it.each([
    ['ID', (existing: ReturnType<typeof validProduct>) => ({ id: existing.id })],
    ['slug', (existing: ReturnType<typeof validProduct>) => ({ slug: existing.slug })],
    ['SKU', (existing: ReturnType<typeof validProduct>) => ({ sku: existing.sku })],
  ])('refuses a duplicate %s (409)', async (field, clash) => {
    const existing = validProduct();
    await admin.post('/api/admin/products').send(existing).expect(201);
    const res = await admin
      .post('/api/admin/products')
      .send({ ...validProduct(), ...clash(existing) })
      .expect(409);
    expect(res.body.message).toBe(`A product with this ${field} already exists`);
  });

  describe('editing and deleting', () => {
    it('updates a product', async () => {
      const product = await createProduct(t.db);
      const body = { ...validProduct(), id: product.id, name: 'Renamed Kit', price: 1799, isActive: false };
      const res = await admin.put(`/api/admin/products/${product.id}`).send(body).expect(200);
      expect(res.body).toMatchObject({ id: product.id, name: 'Renamed Kit', price: 1799, isActive: false });
    });

    it('keeps the product ID, refuses a clash and answers 404 for an unknown product', async () => {
      const product = await createProduct(t.db);
      const other = await createProduct(t.db);
      await admin
        .put(`/api/admin/products/${product.id}`)
        .send({ ...validProduct(), id: 'another-id' })
        .expect(400);
      const clash = await admin
        .put(`/api/admin/products/${product.id}`)
        .send({ ...validProduct(), id: product.id, sku: other.sku })
        .expect(409);
      expect(clash.body.message).toBe('A product with this SKU already exists');
      await admin
        .put('/api/admin/products/no-such-product')
        .send({ ...validProduct(), id: 'no-such-product' })
        .expect(404);
    });

    it('deletes a product', async () => {
      const product = await createProduct(t.db);
      await admin.delete(`/api/admin/products/${product.id}`).expect(200);
      await admin.delete(`/api/admin/products/${product.id}`).expect(404);
    });
  });

  describe('catalog.json', () => {
    it('serves the active products in the catalogue format, cacheable for a few seconds', async () => {
      const body = validProduct();
      await admin.post('/api/admin/products').send(body).expect(201);
      const hidden = { ...validProduct(), isActive: false };
      await admin.post('/api/admin/products').send(hidden).expect(201);

      const file = await eventually(async () => {
        const current = await catalog(t);
        return current.products.some((p) => p.id === body.id) && current;
      });
      expect(file.products.find((p) => p.id === body.id)).toEqual({
        id: body.id,
        name: body.name,
        slug: body.slug,
        description: body.summary,
        category: 'Robotics Kits',
        price: 2499,
        originalPrice: 3499,
        sku: body.sku,
        brand: 'RoboLeague',
        inventory: 25,
        thumbnail: body.thumbnail,
        images: body.images,
        features: body.features,
        specifications: {},
        tags: body.tags,
        whatsapp_help_text: body.whatsappHelpText,
        ctaLabel: body.ctaLabel,
      });
      expect(file.products.some((p) => p.id === hidden.id)).toBe(false);
      expect(file.lastUpdated).toEqual(expect.any(String));

      const res = await t.http().get('/catalog.json').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('follows product changes within seconds: edit, deactivate, delete', async () => {
      const body = validProduct();
      await admin.post('/api/admin/products').send(body).expect(201);
      await eventually(async () => (await catalog(t)).products.some((p) => p.id === body.id));

      await admin
        .put(`/api/admin/products/${body.id}`)
        .send({ ...body, name: 'Edited Kit Name', inventory: 3 })
        .expect(200);
      await eventually(async () =>
        (await catalog(t)).products.some((p) => p.id === body.id && p.name === 'Edited Kit Name' && p.inventory === 3),
      );

      await admin
        .put(`/api/admin/products/${body.id}`)
        .send({ ...body, isActive: false })
        .expect(200);
      await eventually(async () => !(await catalog(t)).products.some((p) => p.id === body.id));

      await admin.put(`/api/admin/products/${body.id}`).send(body).expect(200);
      await eventually(async () => (await catalog(t)).products.some((p) => p.id === body.id));
      await admin.delete(`/api/admin/products/${body.id}`).expect(200);
      await eventually(async () => !(await catalog(t)).products.some((p) => p.id === body.id));
      // Five rebuilds, each up to CATALOG_REBUILD_GAP_SECONDS after the one before.
    }, 60_000);

    it('is generated on the spot when none was generated yet', async () => {
      await t.db.query('DELETE FROM catalog_state');
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the per-process copy
      const file = await catalog(t);
      expect(file.products.length).toBeGreaterThan(0);
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM catalog_state');
      expect(count).toBe(1);
    });
  });

  describe('catalogue info and sync', () => {
    it('reports the number of products in the catalogue and when it was generated', async () => {
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM products WHERE is_active');
      const info = await eventually(async () => {
        const current = (await admin.get('/api/admin/catalog/info').expect(200)).body;
        return current.totalProducts === count && current;
      });
      expect(info).toEqual({ totalProducts: count, lastUpdated: expect.any(String) });
      expect(Date.now() - Date.parse(info.lastUpdated)).toBeLessThan(60_000);
    });

    it('queues a regeneration on Sync Catalog that picks up changes made behind its back', async () => {
      const before = (await admin.get('/api/admin/catalog/info').expect(200)).body.lastUpdated as string;
      const product = await createProduct(t.db); // written straight to the database: no regeneration requested
      expect((await admin.post('/api/admin/catalog/sync').expect(202)).body).toEqual({ queued: true });
      await eventually(async () => {
        const info = (await admin.get('/api/admin/catalog/info').expect(200)).body;
        return info.lastUpdated > before && (await catalog(t)).products.some((p) => p.id === product.id);
      });
    });
  });
});
