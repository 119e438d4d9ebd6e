import type supertest from 'supertest';
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
