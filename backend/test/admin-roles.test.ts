import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { STAFF_ROLES, type StaffRole } from '@robo/domain';
import { signInAsStaff } from './support/admin.js';
import { adminRoutes } from './support/admin-routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ALL: StaffRole[] = ['owner', 'desk', 'door', 'store'];

/**
 * Who may call each admin route (the owner may call all). A new admin route must be added here:
 * the test fails for a route it does not know, so no route is open to a role by accident.
 */
const ROUTE_ROLES: Record<string, StaffRole[]> = {
  'GET /api/admin/status': ALL,
  'POST /api/admin/login': ALL,
  'POST /api/admin/logout': ALL,
  'POST /api/admin/me/password': ALL,
  'GET /api/admin/dashboard': ALL,
  'GET /api/admin/venues': ALL,
  'POST /api/admin/venues': ['owner'],
  'PUT /api/admin/venues/:id': ['owner'],
  'PUT /api/admin/venues/:id/deactivate': ['owner'],
  'DELETE /api/admin/venues/:id': ['owner'],
  'GET /api/admin/editions': ALL,
  'GET /api/admin/editions/:id': ALL,
  'POST /api/admin/editions': ['owner'],
  'PUT /api/admin/editions/:id': ['owner'],
  'POST /api/admin/editions/:id/clone': ['owner'],
  'POST /api/admin/editions/:id/status': ['owner'],
  'GET /api/admin/coupons': ['owner'],
  'POST /api/admin/coupons': ['owner'],
  'POST /api/admin/coupons/bulk': ['owner'],
  'PUT /api/admin/coupons/:id': ['owner'],
  'DELETE /api/admin/coupons/:id': ['owner'],
  'GET /api/admin/products': ['owner', 'store'],
  'POST /api/admin/products': ['owner', 'store'],
  'PUT /api/admin/products/:id': ['owner', 'store'],
  'DELETE /api/admin/products/:id': ['owner', 'store'],
  'GET /api/admin/products/:id/stock': ['owner', 'store'],
  'POST /api/admin/products/:id/stock': ['owner', 'store'],
  'GET /api/admin/catalog/info': ['owner', 'store'],
  'POST /api/admin/catalog/sync': ['owner', 'store'],
  'POST /api/admin/upload/product-image': ['owner', 'store'],
  'GET /api/admin/staff': ['owner'],
  'POST /api/admin/staff': ['owner'],
  'POST /api/admin/staff/:id/invite': ['owner'],
  'PUT /api/admin/staff/:id/role': ['owner'],
  'PUT /api/admin/staff/:id/deactivate': ['owner'],
  'PUT /api/admin/staff/:id/activate': ['owner'],
  'GET /api/admin/activity': ['owner'],
  'GET /api/admin/outbox': ['owner'],
  'GET /api/admin/messages': ['owner', 'desk'],
  'POST /api/admin/announcements/preview': ['owner', 'desk'],
  'POST /api/admin/announcements': ['owner', 'desk'],
  'GET /api/admin/announcements': ['owner', 'desk'],
  'GET /api/admin/announcements/:id': ['owner', 'desk'],
  'GET /api/admin/messages/:id': ['owner', 'desk'],
  'POST /api/admin/messages/:id/retry': ['owner', 'desk'],
  'POST /api/admin/outbox/:id/retry': ['owner'],
  'GET /api/admin/reports/:report': ['owner', 'desk'],
  'GET /api/admin/reports/:report/csv': ['owner', 'desk'],
  'POST /api/admin/check-ins': ['owner', 'door', 'desk'],
  'POST /api/admin/check-ins/sync': ['owner', 'door', 'desk'],
  'POST /api/admin/check-ins/:bookingId/undo': ['owner', 'desk'],
  'POST /api/admin/check-ins/:bookingId/kit': ['owner', 'door', 'desk'],
  'POST /api/admin/check-ins/:bookingId/kit/undo': ['owner', 'door', 'desk'],
  'GET /api/admin/check-ins/venues': ['owner', 'door', 'desk'],
  'GET /api/admin/check-ins/roster': ['owner', 'door', 'desk'],
  'GET /api/admin/check-ins/counts': ['owner', 'door', 'desk'],
  'GET /api/admin/check-ins/search': ['owner', 'door', 'desk'],
  'GET /api/admin/check-ins/conflicts': ['owner', 'door', 'desk'],
  'GET /api/admin/registrations': ['owner', 'desk'],
  'GET /api/admin/waitlist': ['owner', 'desk'],
  'POST /api/admin/waitlist/:id/move-up': ['owner', 'desk'],
  'POST /api/admin/waitlist/:id/remove': ['owner', 'desk'],
  'POST /api/admin/waitlist/:id/offer': ['owner', 'desk'],
  'GET /api/admin/registrations/export.csv': ['owner', 'desk'],
  'GET /api/admin/registrations/:bookingId': ['owner', 'desk'],
  'GET /api/admin/venues/:id/attendees': ['owner', 'desk', 'door'],
  'POST /api/admin/registrations/:bookingId/cancel': ['owner', 'desk'],
  'POST /api/admin/registrations/:bookingId/refund': ['owner', 'desk'],
  'POST /api/admin/registrations/:bookingId/transfer': ['owner', 'desk'],
  'POST /api/admin/registrations/:bookingId/notes': ['owner', 'desk'],
  'POST /api/admin/registrations/:bookingId/resend': ['owner', 'desk'],
  'GET /api/admin/settings/desk-refund-limit': ['owner', 'desk'],
  'PUT /api/admin/settings/desk-refund-limit': ['owner'],
  'GET /api/admin/settings/parent-changes': ['owner', 'desk'],
  'PUT /api/admin/settings/parent-changes': ['owner'],
  'GET /api/admin/requests': ['owner', 'desk'],
  'POST /api/admin/requests/:id/approve': ['owner', 'desk'],
  'POST /api/admin/requests/:id/decline': ['owner', 'desk'],
  'GET /api/admin/orders': ['owner', 'desk', 'store'],
  'GET /api/admin/orders/export.csv': ['owner', 'desk', 'store'],
  'GET /api/admin/orders/:orderId': ['owner', 'desk', 'store'],
  'GET /api/admin/orders/:orderId/qr.svg': ['owner', 'desk', 'store'],
  'POST /api/admin/orders/:orderId/fulfilment': ['owner', 'desk', 'store'],
  'POST /api/admin/orders/:orderId/cancel': ['owner', 'desk', 'store'],
  'POST /api/admin/orders/:orderId/refund': ['owner', 'desk', 'store'],
  'POST /api/admin/orders/:orderId/reminder': ['owner', 'desk', 'store'],
  'POST /api/admin/orders/:orderId/notes': ['owner', 'desk', 'store'],
  'POST /api/admin/registrations/:bookingId/reminder': ['owner', 'desk'],
  'GET /api/admin/invoices': ['owner', 'desk', 'store'],
  'GET /api/admin/invoices/export': ['owner'],
  'GET /api/admin/invoices/:id/pdf': ['owner', 'desk', 'store'],
};

/** Routes whose call would end the session the test goes on using. */
const SIGNS_OUT = ['POST /api/admin/logout'];

describe('roles on every admin route', () => {
  let t: TestApp;
  const agents = {} as Record<StaffRole, supertest.Agent>;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    for (const role of STAFF_ROLES) agents[role] = (await signInAsStaff(t, role)).agent;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('knows every admin route the app serves', () => {
    const served = adminRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(served.filter((route) => !(route in ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(ROUTE_ROLES).filter((route) => !served.includes(route))).toEqual([]);
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'owner'))(
    'refuses %s with 403 where the role has no right, and lets it through elsewhere',
    async (role) => {
      const venuesBefore = await t.db.query('SELECT count(*) FROM venues');
      for (const { method, path } of adminRoutes(t.app)) {
        const route = `${method} ${path}`;
        if (SIGNS_OUT.includes(route)) continue;
        const res = await agents[role][method.toLowerCase() as 'get'](path.replace(/:[a-zA-Z]+/g, '999999')).send({});
        const allowed = ROUTE_ROLES[route];
        if (!allowed) throw new Error(`${route} is missing from ROUTE_ROLES`);
        if (allowed.includes(role)) {
          expect({ route, status: res.status }).not.toEqual({ route, status: 403 });
          expect({ route, status: res.status }).not.toEqual({ route, status: 401 });
        } else {
          expect({ route, status: res.status, body: res.body }).toEqual({
            route,
            status: 403,
            body: expect.objectContaining({ statusCode: 403, message: 'Your role does not allow this.' }),
          });
        }
      }
      // Refused calls changed nothing.
      expect(await t.db.query('SELECT count(*) FROM venues')).toEqual(venuesBefore);
    },
  );

  it.each([
    ['an unknown role', `jsonb_set(sess::jsonb, '{role}', '"superuser"')::json`],
    ['no role at all', `(sess::jsonb - 'role')::json`],
  ])('treats a session with %s as signed out, never as the owner', async (_case, changed) => {
    const { agent, id } = await signInAsStaff(t, 'door');
    await t.db.query(`UPDATE sessions SET sess = ${changed} WHERE (sess::jsonb ->> 'userId')::int = $1`, [id]);
    expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ authenticated: false });
    await agent.get('/api/admin/staff').expect(401);
    await agent.get('/api/admin/dashboard').expect(401);
  });

  it('lets the owner through everywhere', async () => {
    for (const { method, path } of adminRoutes(t.app)) {
      const route = `${method} ${path}`;
      if (SIGNS_OUT.includes(route)) continue;
      const res = await agents.owner[method.toLowerCase() as 'get'](path.replace(/:[a-zA-Z]+/g, '999999')).send({});
      expect({ route, status: res.status }).not.toEqual({ route, status: 403 });
      expect({ route, status: res.status }).not.toEqual({ route, status: 401 });
    }
  });
});
