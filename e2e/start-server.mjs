// Starts the built app for the browser tests on a fresh database with demo data and the payment sandbox.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startMailSink } from './mail-sink.mjs';
import { E2E_SESSION_SECRET } from './session-secret.mjs';

const DB = process.env.E2E_DATABASE ?? 'robo_e2e';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();
rmSync(new URL('./.data', import.meta.url), { recursive: true, force: true });
const smtpUrl = await startMailSink(new URL('./.data/mail', import.meta.url).pathname);

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB}`,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  DATA_DIR: new URL('./.data', import.meta.url).pathname,
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: 'admin123',
  SESSION_SECRET: E2E_SESSION_SECRET,
  LOGIN_RATE_LIMIT: '1000',
  // Every browser test books from one address with the same few contacts: the abuse limits are off
  // here (backend/test/abuse tests them against a running app).
  HOLDS_PER_CLIENT: '0',
  HOLDS_PER_CONTACT: '0',
  HOLD_ALARM_SHARE: '0',
  LIVE_HOLDS_PER_CLIENT: '0',
  LOOKUP_MISSES_PER_CLIENT: '0',
  COUPON_CHECKS_PER_CLIENT: '0',
  LOG_LEVEL: 'warn',
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'RoboLeague <bookings@roboleague.test>',
});
await import('../backend/dist/main.js');
