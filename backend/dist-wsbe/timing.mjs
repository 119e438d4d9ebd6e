import { createApp } from './bootstrap.js';
import { loadSettings } from './config/settings.js';
import { PinoLogger } from './common/logger.js';
import { signPayment } from './payments/payment-signatures.js';
import { SANDBOX_KEY_SECRET } from './payments/sandbox/sandbox-keys.js';
import pg from 'pg';

const db = process.argv[2] ?? 'wsbe_timing';
const admin = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres');
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${db}`);
const settings = loadSettings({ NODE_ENV: 'test', DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`, REDIS_URL: 'redis://127.0.0.1:6379', SEED_DEMO: 'true', DATA_DIR: '/tmp/wsbe/data', PORT: '0', LOG_LEVEL: 'warn' });
const app = await createApp(settings, new PinoLogger('warn'));
await app.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.app.getHttpServer().address().port}`;
const post = async (path, body) => { const r = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }); return [r.status, await r.json()]; };
const venues = await (await fetch(url + '/api/venues')).json();
for (let i = 0; i < 3; i++) {
  let s = Date.now();
  const [st, reg] = await post('/api/registrations', { parentName: 'Asha', phoneNumber: '919876543210', email: 'a@example.com', childName: 'Vir', gradeGroup: 'std-3-4', schoolName: 'DPS', venueId: venues[0].id, takeawayKit: false, totalAmount: 34900, originalAmount: 34900 });
  console.log('register', st, Date.now() - s);
  const orderId = reg.razorpayOrder.id; const paymentId = 'pay_test' + i;
  s = Date.now();
  const [vs] = await post('/api/verify-payment', { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(SANDBOX_KEY_SECRET, orderId, paymentId), booking_id: reg.registration.bookingId });
  console.log('verify', vs, Date.now() - s);
  await new Promise(r => setTimeout(r, 300));
}
const ds = app.app.get((await import('@nestjs/typeorm')).getDataSourceToken());
const [bv] = await ds.query("INSERT INTO venues (name, display_name, city, address, date_time, max_seats) VALUES ('bench', 'Bench', 'Pune', 'x', 'y', 1000000) RETURNING id");
(await import('node:fs')).writeFileSync('/tmp/wsbe/target', `${url} ${bv.id}\n`);
if (process.argv[3] === 'serve') { await new Promise(r => setTimeout(r, Number(process.argv[4] ?? 60) * 1000)); }
await app.close();
await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
await admin.end();
