import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { registerSpaIndex } from './spa-index.js';

const INDEX = '<!doctype html><title>RoboLeague</title><div id="root"></div>';

async function serverFor(
  distDir: string,
): Promise<{ fastify: FastifyInstance; get: (url: string) => Promise<Response> }> {
  const fastify = new FastifyAdapter().getInstance() as unknown as FastifyInstance;
  fastify.get('/api/venues', async () => []);
  registerSpaIndex(fastify, distDir);
  const origin = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { fastify, get: (url) => fetch(origin + url) };
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
      expect(await res.text()).toBe(INDEX);
    },
  );

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
