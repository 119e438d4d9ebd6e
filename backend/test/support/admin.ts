import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { AdminEdition, StaffRole } from '@robo/domain';
import type supertest from 'supertest';
import { one } from '../../src/common/sql.js';
import { startTestApp, type TestApp } from './test-app.js';

/** A supertest agent holding an admin session (it keeps the session cookie). */
export async function signInAsAdmin(t: TestApp): Promise<supertest.Agent> {
  const agent = t.http();
  await agent.post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
  return agent;
}

export interface AdminApp {
  t: TestApp;
  /** An agent already signed in as the admin. */
  admin: supertest.Agent;
}

/** A fresh app (see startTestApp) with an admin signed in. */
export async function startAdminApp(env?: Record<string, string | undefined>): Promise<AdminApp> {
  const t = await startTestApp(env);
  return { t, admin: await signInAsAdmin(t) };
}

/** A second edition, "RoboLeague 12th" (draft), with prices of its own, made through the owner's API. */
export async function createTwelfthEdition(owner: supertest.Agent): Promise<AdminEdition> {
  const created = await owner
    .post('/api/admin/editions')
    .send({
      name: 'RoboLeague 12th',
      slug: 'roboleague-12',
      ticketPrice: 44900,
      regularPrice: 249900,
      kitPrices: { 'std-1-2': 209900, 'std-3-4': 309900, 'std-5-9': 509900 },
    })
    .expect(201);
  return created.body as AdminEdition;
}

const STAFF_TEST_PASSWORD = 'staff-test-password';
/** Hashed once per test file: argon2 is slow on purpose. */
let staffTestHash: Promise<string> | undefined;

/**
 * A supertest agent signed in through /api/login as a new active staff member with `role`
 * (created directly in the database, as an accepted invitation would leave it).
 */
export async function signInAsStaff(
  t: TestApp,
  role: StaffRole,
  name = `Test ${role}`,
): Promise<{ agent: supertest.Agent; id: number; email: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.example`;
  const { id } = await one<{ id: number }>(
    t.db,
    `INSERT INTO users (email, first_name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`,
    [email, name, role, await (staffTestHash ??= argon2.hash(STAFF_TEST_PASSWORD))],
  );
  const agent = t.http();
  await agent.post('/api/login').send({ username: email, password: STAFF_TEST_PASSWORD }).expect(200);
  return { agent, id, email };
}
