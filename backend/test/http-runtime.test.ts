import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FastReads } from '../src/common/fast-reads.js';
import { capturedLogger } from './support/log-lines.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

const FORGED = '203.0.113.9';

const accessLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.context === 'http');

/** The access line of a `GET /api/venues` answered by the front door (http/front-door.ts), sent with a forged X-Forwarded-For. */
async function hotReadLine(t: TestApp, lines: Array<Record<string, unknown>>) {
  const lookups = jest.spyOn(t.app.get(FastReads), 'lookup');
  await eventually(async () => {
    lines.length = 0;
    await t.http().get('/api/venues').set('X-Forwarded-For', FORGED).expect(200);
    return lookups.mock.results.at(-1)?.value !== undefined;
  });
  lookups.mockRestore();
  const [line] = await eventually(async () => accessLines(lines).length > 0 && accessLines(lines));
  return line;
}

/** Access log, login log lines and TRUST_PROXY (docs/security.md, Logging and Production settings). */
describe('HTTP runtime: access log and forwarded addresses', () => {
  describe('with no TRUST_PROXY', () => {
    let t: TestApp;
    const { logger, lines } = capturedLogger();
    beforeAll(async () => {
      t = await startTestApp({}, logger);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('logs each request once with its route pattern, status, time and the peer address, never ids, queries or cookies', async () => {
      lines.length = 0;
      await t
        .http()
        .get('/api/registration-details/RL-SECRET-ID?token=abc')
        .set('Cookie', 'robo.sid=stolen')
        .set('X-Forwarded-For', FORGED)
        .expect(404);
      const [line] = await eventually(async () => accessLines(lines).length > 0 && accessLines(lines));
      if (!line) throw new Error('No access log line');
      expect(accessLines(lines)).toHaveLength(1);
      expect(line).toMatchObject({
        msg: 'request',
        method: 'GET',
        route: '/api/registration-details/:bookingId',
        status: 404,
        client: '127.0.0.1',
      });
      expect(typeof line.ms).toBe('number');
      const text = JSON.stringify(line);
      expect(text).not.toContain('RL-SECRET-ID');
      expect(text).not.toContain('token');
      expect(text).not.toContain('stolen');
      expect(text).not.toContain(FORGED);
    });

    it('logs a hot read answered before Fastify with the peer address too', async () => {
      expect(await hotReadLine(t, lines)).toMatchObject({ route: '/api/venues', status: 200, client: '127.0.0.1' });
    });

    it('logs a failed and a successful login with the client address, never the password', async () => {
      lines.length = 0;
      await t.http().post('/api/admin/login').send({ password: 'wrong-guess-123' }).expect(401);
      await t
        .http()
        .post('/api/login')
        .send({ username: t.settings.adminUsername, password: 'wrong-guess-456' })
        .expect(401);
      await t.http().post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
      const auth = lines.filter((line) => line.context === 'Auth').map((line) => line.msg);
      expect(auth).toEqual([
        'Failed login for admin from 127.0.0.1',
        `Failed login for ${t.settings.adminUsername} from 127.0.0.1`,
        'Login of admin from 127.0.0.1',
      ]);
      expect(JSON.stringify(lines)).not.toContain('wrong-guess');
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    const { logger, lines } = capturedLogger();
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, logger);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('takes the client address from X-Forwarded-For sent by that proxy', async () => {
      lines.length = 0;
      await t.http().get('/api/health').set('X-Forwarded-For', FORGED).expect(200);
      const [line] = await eventually(async () => accessLines(lines).length > 0 && accessLines(lines));
      expect(line).toMatchObject({ route: '/api/health', status: 200, client: FORGED });
    });

    it('takes it from X-Forwarded-For for a hot read answered before Fastify too', async () => {
      expect(await hotReadLine(t, lines)).toMatchObject({ route: '/api/venues', status: 200, client: FORGED });
    });
  });
});
