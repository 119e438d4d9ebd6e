import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CatalogFileService } from '../src/catalog/catalog-file.service.js';
import { FastReads } from '../src/common/fast-reads.js';
import { PricingService } from '../src/registrations/pricing.service.js';
import { VenuesService } from '../src/venues/venues.service.js';
import { createProduct, createVenue } from './support/factories.js';
import { capturedLogger } from './support/log-lines.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain GET whose answer is kept byte for byte (no client decompresses it). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, connection: _c, 'keep-alive': _k, ...kept } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const VARIANTS: Array<Record<string, string>> = [
  {},
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br;q=0.5, gzip;q=1' },
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'br', 'x-no-compression': '1' },
];

/**
 * The four hot public reads answered before Nest's pipeline (common/fast-reads.ts) send exactly
 * what the controllers send: status, headers, ETag, encodings and 304s, and are logged alike.
 */
describe('fast reads', () => {
  let t: TestApp;
  let lookups: ReturnType<typeof jest.spyOn>;
  const { logger, lines } = capturedLogger();
  let venueId = 0;

  beforeAll(async () => {
    t = await startTestApp({}, logger);
    // Enough venues and products that the list and the catalogue pass the 1 kB compression threshold.
    for (let i = 0; i < 6; i++) venueId = (await createVenue(t.db, { maxSeats: 100, bookedSeats: i })).id;
    for (let i = 0; i < 6; i++) await createProduct(t.db);
    await t.app.get(CatalogFileService).regenerate();
    const reads = t.app.get(FastReads);
    lookups = jest.spyOn(reads, 'lookup');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Lets every cached read go stale, so the next request goes through the controller. */
  const coldCaches = async (path: string) => {
    t.app.get(VenuesService).venuesChanged();
    t.app.get(PricingService).pricingChanged();
    // The catalogue's copy is re-checked after a second (same version, so the same ETag).
    if (path === '/catalog.json') await new Promise((resolve) => setTimeout(resolve, 1100));
  };
  const answeredFast = () => lookups.mock.results.at(-1)?.value !== undefined;

  /** The controller's answer, then the fast path's for the same request (retried if the cache went stale meanwhile). */
  async function bothPaths(path: string, headers: Record<string, string>): Promise<{ slow: Raw; fast: Raw }> {
    await coldCaches(path);
    const slow = await rawGet(t.url + path, headers);
    expect(answeredFast()).toBe(false);
    for (let attempt = 0; attempt < 5; attempt++) {
      // A compressed catalogue copy is made off the event loop after the first request asks for it.
      const fast = await rawGet(t.url + path, headers);
      if (answeredFast()) return { slow, fast };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never answered by the fast path`);
  }

  it.each(['/api/venues', '/api/availability/{id}', '/api/pricing', '/catalog.json'])(
    '%s: the same bytes and headers from the fast path as from the controller, for every Accept-Encoding',
    async (route) => {
      const path = route.replace('{id}', String(venueId));
      for (const headers of VARIANTS) {
        const { slow, fast } = await bothPaths(path, headers);
        expect({ headers, status: fast.status, head: fast.headers }).toEqual({
          headers,
          status: slow.status,
          head: slow.headers,
        });
        expect(fast.body.equals(slow.body)).toBe(true);
        expect(fast.status).toBe(200);
      }
    },
    90_000,
  );

  it('compresses what the controller compresses, and answers a matching If-None-Match with 304 and no body', async () => {
    const { fast: list } = await bothPaths('/api/venues', { 'accept-encoding': 'br' });
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toBe('accept-encoding');
    const { fast: pricing } = await bothPaths('/api/pricing', { 'accept-encoding': 'br' });
    // Under 1 kB: sent as it is.
    expect(pricing.headers['content-encoding']).toBeUndefined();
    const etag = String(list.headers.etag);
    for (const route of ['/api/venues', '/catalog.json']) {
      const tag = route === '/api/venues' ? etag : String((await rawGet(t.url + route, {})).headers.etag);
      const { slow, fast } = await bothPaths(route, { 'if-none-match': tag, 'accept-encoding': 'gzip' });
      expect([fast.status, fast.body.length]).toEqual([304, 0]);
      expect(fast.headers).toEqual(slow.headers);
    }
  }, 60_000);

  it('leaves an unknown venue to the controller, and logs fast answers like any other', async () => {
    await rawGet(`${t.url}/api/venues`, {});
    expect((await rawGet(`${t.url}/api/availability/999999`, {})).status).toBe(404);
    expect(answeredFast()).toBe(false);

    lines.length = 0;
    const { fast } = await bothPaths(`/api/availability/${venueId}`, {});
    expect(fast.status).toBe(200);
    const logged = await eventually(async () => {
      const access = lines.filter((line) => line.context === 'http');
      return access.length >= 2 && access;
    });
    expect(logged.at(-1)).toMatchObject({
      route: '/api/availability/:venueId',
      status: 200,
      client: expect.any(String),
    });
  }, 30_000);
});
