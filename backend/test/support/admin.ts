import type supertest from 'supertest';
import type { TestApp } from './test-app.js';

/** A supertest agent holding an admin session (it keeps the session cookie). */
export async function signInAsAdmin(t: TestApp): Promise<supertest.Agent> {
  const agent = t.http();
  await agent.post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
  return agent;
}
