import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAsAdmin } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client } from './clients.js';

/** `{"code":[[[…]]]}` nested `depth` levels. */
const nested = (depth: number) => `{"code":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('request bodies: size per route, nesting depth, typed fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses public JSON over 16 kB and admin JSON over 256 kB with 413', async () => {
    const visitor = client('127.0.0.2', t.url);
    expect((await visitor.post('/api/validate-coupon', { code: 'A'.repeat(17 * 1024) })).status).toBe(413);
    expect((await visitor.post('/api/registrations', { parentName: 'x'.repeat(900 * 1024) })).status).toBe(413);
    expect((await visitor.post('/api/validate-coupon', { code: 'NOPE' })).status).toBe(200);

    const admin = await signInAsAdmin(t);
    const big = { name: 'Kit', description: 'd'.repeat(100 * 1024) };
    expect((await admin.post('/api/admin/coupons').send(big)).status).toBe(400); // read, then refused by validation
    expect((await admin.post('/api/admin/coupons').send({ ...big, description: 'd'.repeat(300 * 1024) })).status).toBe(
      413,
    );
  });

  it('refuses a body nested deeper than 16 levels before validating it, and stays responsive', async () => {
    const visitor = client('127.0.0.3', t.url);
    const shallow = await visitor.post('/api/validate-coupon', nested(10));
    expect(shallow.status).toBe(400);
    expect(shallow.body.message).not.toBe('The request body is nested too deeply.');

    const deep = await visitor.post('/api/validate-coupon', nested(8_000));
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('The request body is nested too deeply.');
    // The finding's body: 300 kB, 150,000 levels, at a public route and at an admin one.
    expect((await visitor.post('/api/validate-coupon', nested(150_000))).status).toBe(413);
    const admin = await signInAsAdmin(t);
    const adminDeep = await admin
      .post('/api/admin/coupons')
      .set('content-type', 'application/json')
      .send(nested(100_000));
    expect(adminDeep.status).toBe(400);
    expect(adminDeep.body.message).toBe('The request body is nested too deeply.');

    // Many at once do not hold up other visitors.
    const burst = Array.from({ length: 20 }, () => visitor.post('/api/validate-coupon', nested(8_000)));
    expect((await client('127.0.0.4', t.url).get('/api/venues')).status).toBe(200);
    expect((await Promise.all(burst)).every((answer) => answer.status === 400)).toBe(true);
  });

  it('parses no form-encoded bodies, the shape a cross-site form sends: 415 before any handler', async () => {
    const visitor = client('127.0.0.7', t.url);
    const venue = await addVenue(t);
    const form = new URLSearchParams(registrationBody(venue.id) as Record<string, string>).toString();
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const path of ['/api/registrations', '/api/validate-coupon', '/api/login']) {
      const refused = await visitor.post(path, form, { ...formType, origin: t.url });
      expect({ path, status: refused.status }).toEqual({ path, status: 415 });
    }
    expect(
      Number((await t.db.query('SELECT count(*) FROM registrations WHERE venue_id = $1', [venue.id]))[0].count),
    ).toBe(0);
    expect((await visitor.post('/api/registrations', registrationBody(venue.id))).status).toBe(201);
  });

  it('checks the type of every field, including the ignored order amount', async () => {
    const refused = await client('127.0.0.5', t.url).post('/api/razorpay/create-order', {
      productId: 'prd-x',
      qty: 1,
      customerName: 'Meera',
      customerEmail: 'm@example.com',
      customerPhone: '9876501234',
      shippingAddress: { line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
      amount: { $gt: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid amount');
  });

  it('refuses names with control characters with a message naming the field, and stores nothing', async () => {
    const venue = await addVenue(t);
    const visitor = client('127.0.0.7', t.url);
    const controls = ['Asha\nRao', 'Asha\u0000', 'Asha\u001b[2J', 'Asha \u202Eoar', 'Asha\u0085Rao'];
    for (const name of controls) {
      for (const [field, label] of [
        ['parentName', 'Parent name'],
        ['childName', 'Child name'],
      ] as const) {
        const refused = await visitor.post('/api/registrations', registrationBody(venue.id, { [field]: name }));
        expect({ field, name, status: refused.status, message: refused.body.message }).toEqual({
          field,
          name,
          status: 400,
          message: `${label} must not contain line breaks, tabs or other control characters`,
        });
      }
    }
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM registrations WHERE venue_id = $1', [
      venue.id,
    ]);
    expect(count).toBe(0);
    // Indic names keep their zero-width joiners.
    expect(
      (await visitor.post('/api/registrations', registrationBody(venue.id, { childName: 'आर\u200Dव' }))).status,
    ).toBe(201);

    const buyer = await visitor.post('/api/razorpay/create-order', {
      productId: 'prd-x',
      qty: 1,
      customerName: 'Meera\tIyer',
      customerEmail: 'm@example.com',
      customerPhone: '9876501234',
      shippingAddress: { line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411045' },
    });
    expect({ status: buyer.status, message: buyer.body.message }).toEqual({
      status: 400,
      message: 'Name must not contain line breaks, tabs or other control characters',
    });
    const staff = await (
      await signInAsAdmin(t)
    )
      .post('/api/admin/staff')
      .send({ name: 'Desk\r\nPerson', email: 'desk.control@example.com', role: 'desk' });
    expect({ status: staff.status, message: staff.body.message }).toEqual({
      status: 400,
      message: 'Name must not contain line breaks, tabs or other control characters',
    });
  });

  it('gives every text a maximum length, in the API and in the database', async () => {
    const venue = await addVenue(t);
    const visitor = client('127.0.0.6', t.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ parentName: 'P'.repeat(101) }, 'Parent name must be at most 100 characters'],
      [{ childName: 'C'.repeat(101) }, 'Child name must be at most 100 characters'],
      [{ schoolName: 'S'.repeat(151) }, 'School name must be at most 150 characters'],
      [{ email: `${'e'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await visitor.post('/api/registrations', registrationBody(venue.id, overrides));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(
      (
        await visitor.post(
          '/api/registrations',
          registrationBody(venue.id, { parentName: 'P'.repeat(100), schoolName: 'S'.repeat(150) }),
        )
      ).status,
    ).toBe(201);

    const order = (shippingAddress: Record<string, string>, extra: Record<string, unknown> = {}) =>
      visitor.post('/api/razorpay/create-order', {
        productId: 'prd-x',
        qty: 1,
        customerName: 'Meera',
        customerEmail: 'm@example.com',
        customerPhone: '9876501234',
        shippingAddress: { line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411045', ...shippingAddress },
        ...extra,
      });
    expect((await order({ line1: 'L'.repeat(201) })).body.message).toBe(
      'Address line 1 must be at most 200 characters',
    );
    expect((await order({ city: 'C'.repeat(81) })).body.message).toBe('City must be at most 80 characters');
    expect((await order({ state: 'S'.repeat(81) })).body.message).toBe('State must be at most 80 characters');
    expect((await order({}, { customerName: 'N'.repeat(101) })).body.message).toBe(
      'Name must be at most 100 characters',
    );
    expect((await order({}, { productId: 'x'.repeat(65) })).status).toBe(400);
    expect((await order({}, { productId: '../etc' })).status).toBe(400);

    // The columns refuse what the API would, whatever writes them.
    await expect(
      t.db.query(`UPDATE registrations SET parent_name = repeat('P', 101) WHERE venue_id = $1`, [venue.id]),
    ).rejects.toThrow(/registrations_parent_name_max/);
  });
});
