import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.js';

describe('security headers', () => {
  it('are sent with every response, built from the options once', async () => {
    const fastify = new FastifyAdapter().getInstance() as unknown as FastifyInstance;
    registerSecurityHeaders(fastify, {
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://checkout.razorpay.com'] },
      },
      crossOriginEmbedderPolicy: false,
    });
    fastify.get('/api/venues', async () => []);
    fastify.get('/api/broken', async () => {
      throw new Error('broken');
    });
    const origin = await fastify.listen({ port: 0, host: '127.0.0.1' });

    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${origin}/api/venues`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    }
    const missing = await fetch(`${origin}/nothing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    const failed = await fetch(`${origin}/api/broken`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    await fastify.close();
  });

  it('are exactly the headers helmet itself sets on a response', async () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 86_400 },
    };
    const server = createServer((request, response) => helmet(options)(request, response, () => response.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();
    const transport = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const sent = Object.fromEntries([...res.headers].filter(([name]) => !transport.has(name)));

    expect(helmetHeaders(options)).toEqual(sent);
    expect(Object.keys(sent).length).toBeGreaterThan(10);
  });
});
