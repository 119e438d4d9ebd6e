import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CatalogFileService } from '../../src/catalog/catalog-file.service.js';
import { PageRenderer } from '../../src/pages/page-renderer.js';
import { createProduct } from '../support/factories.js';
import { orderRequest } from '../support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { client } from './clients.js';

/**
 * Stock moves with every order. It must not make the server rebuild the catalogue or drop its
 * rendered pages once per order: a loop of 1-unit orders would keep it busy (the finding).
 */
describe('orders in a burst: coalesced catalogue rebuilds, rendered pages kept, live stock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('rebuilds the catalogue a bounded number of times for 30 orders, keeps the product page, and shows live stock at once', async () => {
    const product = await createProduct(t.db, { inventory: 100 });
    const file = t.app.get(CatalogFileService);
    await file.regenerate();
    const pages = t.app.get(PageRenderer);
    const key = `/product/${product.slug}`;
    await eventually(async () => (await pages.render(key)) !== null && pages.cached(key) !== undefined);
    const page = pages.cached(key);
    expect(page).toBeTruthy();
    const rebuilds = jest.spyOn(file, 'regenerate');

    // 20 at once from several addresses, then 10 one after another.
    const order = (i: number) =>
      client(`127.0.0.${2 + (i % 8)}`, t.url).post(
        '/api/razorpay/create-order',
        orderRequest(product.id, {
          customerPhone: `98765${String(10_000 + i).slice(-5)}`,
          customerEmail: `buyer${i}@example.com`,
        }),
      );
    expect((await Promise.all(Array.from({ length: 20 }, (_, i) => order(i)))).map((answer) => answer.status)).toEqual(
      Array(20).fill(200),
    );
    for (let i = 20; i < 30; i++) expect((await order(i)).status).toBe(200);

    // The storefront's live stock shows every order at once.
    await eventually(async () => (await client('127.0.0.20', t.url).get('/api/stock')).body[product.id] === 70, 2000);
    // The catalogue file catches up within the rebuild gap.
    await eventually(async () => {
      const catalog = await client('127.0.0.20', t.url).get('/catalog.json');
      return catalog.body.products.find((p: { id: string }) => p.id === product.id)?.inventory === 70;
    });
    expect(rebuilds.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(rebuilds.mock.calls.length).toBeLessThanOrEqual(3);
    // Only stock changed: the rendered product page is the same one.
    await file.current(); // this process's copy is the rebuilt catalogue
    expect(pages.cached(key)).toBe(page);

    // A product edit still gives new pages.
    await t.db.query(`UPDATE products SET name = 'Renamed Kit' WHERE id = $1`, [product.id]);
    await file.regenerate();
    await file.current();
    expect(pages.cached(key)).toBeUndefined();
  });
});
