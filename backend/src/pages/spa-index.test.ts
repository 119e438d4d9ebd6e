import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { Language } from '@robo/domain';
import type { FastifyInstance } from 'fastify';
import { registerSpaIndex } from './spa-index.js';
import { Catalogs } from '../i18n/catalogs.js';
import { localizedTemplate } from './localized-template.js';

const INDEX = '<!doctype html><html lang="en"><title>RoboLeague</title><body><div id="root"></div></body></html>';
const CATALOGS = new Catalogs();
/** The index.html a page without server rendering gets: in its language, with the language's catalogue. */
const indexIn = (language: Language) => localizedTemplate(INDEX, language, CATALOGS.json(language, 'public'));

async function serverFor(
  distDir: string,
): Promise<{ fastify: FastifyInstance; get: (url: string, init?: RequestInit) => Promise<Response> }> {
  const fastify = new FastifyAdapter().getInstance() as unknown as FastifyInstance;
  fastify.get('/api/venues', async () => []);
  registerSpaIndex(fastify, distDir, CATALOGS);
  const origin = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { fastify, get: (url, init) => fetch(origin + url, init) };
}

describe('SPA deep links', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof serverFor>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'spa-index-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    server = await serverFor(dist);
  });
  afterAll(async () => {
    await server.fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/store', '/product/pickbot-kit?ref=home', '/thank-you/order/ORD-1'])(
    'answers %s with index.html',
    async (url) => {
      const res = await server.get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexIn('en'));
    },
  );

  it('answers a Hindi or Marathi path with the index in that language, its catalogue embedded', async () => {
    for (const [url, language, text] of [
      ['/hi/thank-you/RL-1', 'hi', 'मेरी बुकिंग खोजें'],
      ['/mr/my-booking', 'mr', 'माझे बुकिंग शोधा'],
      ['/hi', 'hi', 'मेरी बुकिंग खोजें'],
    ] as const) {
      const html = await (await server.get(url)).text();
      expect(html).toBe(indexIn(language));
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(text);
    }
  });

  it("sends a parent who chose a language to that language's page, but not the staff", async () => {
    const chosen = { headers: { cookie: 'theme=dark; lang=mr' }, redirect: 'manual' } as const;
    const store = await server.get('/store?category=Kits', chosen);
    expect(store.status).toBe(302);
    expect(store.headers.get('location')).toBe('/mr/store?category=Kits');
    expect((await server.get('/', chosen)).headers.get('location')).toBe('/mr/');
    for (const url of ['/admin', '/admin/bookings', '/login', '/mr/store']) {
      expect((await server.get(url, chosen)).status).toBe(200);
    }
    const english = await server.get('/store', { headers: { cookie: 'lang=en' }, redirect: 'manual' });
    expect(english.status).toBe(200);
  });

  it("remembers the switcher's choice in a cookie and drops it from the URL", async () => {
    const res = await server.get('/mr/store?category=Kits&lang=mr', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mr/store?category=Kits');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=mr; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const english = await server.get('/?lang=en', { redirect: 'manual' });
    expect(english.headers.get('location')).toBe('/');
    expect(english.headers.get('set-cookie')).toMatch(/^lang=en;/);
    expect((await server.get('/store?lang=xx', { redirect: 'manual' })).status).toBe(200);
  });

  it('leaves routes, unknown API paths and missing files alone', async () => {
    expect(await (await server.get('/api/venues')).json()).toEqual([]);
    expect((await server.get('/api/nothing-here')).status).toBe(404);
    expect((await server.get('/api')).status).toBe(404);
    expect((await server.get('/assets/missing-chunk.js')).status).toBe(404);
  });

  it('serves nothing when the frontend has not been built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'spa-index-empty-'));
    const bare = await serverFor(empty);
    expect((await bare.get('/store')).status).toBe(404);
    await bare.fastify.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
