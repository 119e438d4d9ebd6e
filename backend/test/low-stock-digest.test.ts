import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LowStockDigestJob } from '../src/orders/jobs/low-stock-digest.job.js';
import { signInAsStaff, startAdminApp } from './support/admin.js';
import { createProduct } from './support/factories.js';
import type { TestApp } from './support/test-app.js';
import { DataSource } from 'typeorm';
import { StockService } from '../src/catalog/stock.service.js';

const ist = (local: string) => new Date(`${local}+05:30`);

/** The daily low-stock e-mail to owner and store staff (backend/src/orders/README.md, "Low stock"). */
describe('low-stock digest', () => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await startAdminApp({ LOW_STOCK_DIGEST_HOUR: '9' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails owner and store staff once per Asia/Kolkata day, sold-out products first', async () => {
    const fine = await createProduct(t.db, { name: 'Plenty Kit', inventory: 50, lowStockThreshold: 5 });
    const low = await createProduct(t.db, { name: 'Almost Gone Kit', inventory: 3, lowStockThreshold: 5 });
    const soldOut = await createProduct(t.db, { name: 'Zero Kit', inventory: 2, lowStockThreshold: 5 });
    // The alert reads the stock history: the last line says why it is out.
    await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(StockService).adjust(manager, soldOut.id, -2, { reason: 'damaged' }));
    await createProduct(t.db, { name: 'Hidden Kit', inventory: 0, isActive: false });
    const store = await signInAsStaff(t, 'store');
    await signInAsStaff(t, 'desk');
    const gone = await signInAsStaff(t, 'store');
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);
    const [owner] = await t.db.query(`SELECT email FROM users WHERE role = 'owner'`);
    const job = t.app.get(LowStockDigestJob);

    expect(await job.run(ist('2030-01-15T08:59:00'))).toBe(0); // before the hour
    expect(await job.run(ist('2030-01-15T09:05:00'))).toBe(4);
    expect(await job.run(ist('2030-01-15T21:00:00'))).toBe(0); // once a day

    const sent = await t.db.query(`SELECT recipient, params FROM messages WHERE template = 'low_stock' ORDER BY id`);
    expect(sent.map((m: { params: { productName: string } }) => m.params.productName)).toEqual([
      'Zero Kit',
      'Zero Kit',
      'Almost Gone Kit',
      'Almost Gone Kit',
    ]);
    expect(new Set(sent.map((m: { recipient: string }) => m.recipient))).toEqual(new Set([owner.email, store.email]));
    expect(sent[0].params).toMatchObject({
      sku: soldOut.sku,
      inventory: 0,
      held: 0,
      lastChange: 'Damaged -2 by system',
    });
    expect(sent.filter((m: { params: { sku: string } }) => m.params.sku === low.sku)).toHaveLength(2);
    expect(sent.filter((m: { params: { sku: string } }) => m.params.sku === fine.sku)).toHaveLength(0);

    // The next day sends again, with what is low then.
    await t.db.query('UPDATE products SET inventory = 20 WHERE id = $1', [soldOut.id]);
    expect(await job.run(ist('2030-01-16T09:00:00'))).toBe(2);
  });
});
