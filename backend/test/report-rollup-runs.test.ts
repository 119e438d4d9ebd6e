import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAsAdmin } from './support/admin.js';
import { createVenue } from './support/factories.js';
import { insertBooking } from './support/sales.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/**
 * When the report rollup runs (backend/src/reports/README.md, "Speed"): a worker rolls every
 * pending day when it starts, not 31 per run, and a report that meets closed days not rolled up
 * (after an import) asks for a run at once instead of waiting for the schedule.
 */
describe('report rollup runs', () => {
  let web: TestApp;
  let worker: TestApp | undefined;
  let venueId = 0;

  beforeAll(async () => {
    // Web role: it queues runs, and only the worker started below makes them.
    web = await startTestApp({ APP_ROLE: 'web' });
    venueId = (await createVenue(web.db)).id;
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
  });

  /** Closed days (over for an hour) from the first booking to the last closed one, and how many are rolled up. */
  async function rollupState(): Promise<{ closed: number; rolled: number }> {
    const [state] = await web.db.query(
      `SELECT ((report_kolkata_day(now() - interval '1 hour') - 1) - report_kolkata_day(min(created_at)) + 1)::int AS closed,
              (SELECT count(*)::int FROM report_rollup_days WHERE ready) AS rolled
       FROM registrations`,
    );
    return state;
  }

  it('a worker that starts rolls up every closed day pending, more than 31 at once', async () => {
    for (const days of [45, 30, 10, 2]) {
      await insertBooking(web.db, { venueId, createdAt: daysAgo(days), paidAt: daysAgo(days) });
    }
    expect((await rollupState()).rolled).toBe(0);

    worker = await startTestApp({ APP_ROLE: 'worker', DATABASE_URL: web.settings.databaseUrl });
    const state = await eventually(async () => {
      const now = await rollupState();
      return now.rolled === now.closed && now;
    }, 30_000);
    expect(state.closed).toBeGreaterThan(40);
  }, 60_000);

  it('a report that meets closed days not rolled up asks for a run, which rolls them', async () => {
    // An import of older bookings: 20 closed days before the first one are now unrolled.
    await insertBooking(web.db, { venueId, createdAt: daysAgo(65), paidAt: daysAgo(65) });
    const before = await rollupState();
    expect(before.closed - before.rolled).toBeGreaterThanOrEqual(19);

    const admin = await signInAsAdmin(web);
    const from = daysAgo(70).slice(0, 10);
    const to = daysAgo(0).slice(0, 10);
    await admin.get(`/api/admin/reports/revenue?from=${from}&to=${to}`).expect(200);
    const after = await eventually(async () => {
      const now = await rollupState();
      return now.rolled === now.closed && now;
    }, 30_000);
    expect(after.closed).toBe(before.closed);
  }, 60_000);
});
