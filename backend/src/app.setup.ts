import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMAGE_BYTES } from '@robo/domain';
import type { HelmetOptions } from 'helmet';
import { setupAuthHttp } from './auth/auth-http.js';
import { registerOneClickUnsubscribeBody } from './announcements/one-click-body.js';
import { registerBodyLimits } from './common/body-limits.js';
import { registerCompression } from './common/compression.js';
import { FastReads } from './common/fast-reads.js';
import type { FrontDoor } from './http/front-door.js';
import { DEMO_IMAGES_DIR } from './database/seed.js';
import { ErrorFilter } from './common/error.filter.js';
import { registerNoStoreDefault } from './common/no-store.js';
import { helmetHeaders, registerSecurityHeaders } from './common/security-headers.js';
import { registerSpaIndex } from './pages/spa-index.js';
import { Catalogs } from './i18n/catalogs.js';
import { createValidationPipe } from './common/validation.js';
import type { Settings } from './config/settings.js';
import { FRONTEND_DIST } from './pages/pages.module.js';
import { PageRenderer } from './pages/page-renderer.js';

const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The check-in scanner's QR decoder (qr-scanner) runs in a worker it creates from a blob: URL.
      workerSrc: ["'self'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https://*.razorpay.com'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Everything main.ts and the integration tests share: pipes, filters, security headers, static files. */
export async function setupApp(app: NestFastifyApplication, settings: Settings, frontDoor: FrontDoor): Promise<void> {
  // The hot public reads skip Fastify and every hook (none of which they need) and send the security headers themselves.
  frontDoor.open(app.get(FastReads), helmetHeaders(SECURITY_HEADERS));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());
  // JSON is the only body the API parses (raw bytes kept for webhook signatures). No form-encoded
  // parser: a cross-site HTML form's POST gets 415 (docs/security.md).
  app.useBodyParser('application/json');
  // Product images arrive as raw PUT bodies (uploads/); larger ones get 413.
  app.useBodyParser(/^image\/[a-z0-9.+-]+$/i, { bodyLimit: MAX_IMAGE_BYTES });
  await setupAuthHttp(app, settings);

  await registerCompression(app);
  const fastify = app.getHttpAdapter().getInstance();
  registerNoStoreDefault(fastify);
  registerBodyLimits(fastify);
  registerOneClickUnsubscribeBody(fastify);
  registerSecurityHeaders(fastify, SECURITY_HEADERS);

  // Only the seeded demo images are static files. Product images and booking QR codes have routes
  // of their own (uploads/, qr/), so no spelling of a path (`//products`, `./qr`) reaches them here.
  const demoImages = resolve(settings.uploadsDir, DEMO_IMAGES_DIR);
  mkdirSync(demoImages, { recursive: true });
  await app.register(fastifyStatic, {
    root: demoImages,
    prefix: `/uploads/${DEMO_IMAGES_DIR}/`,
    decorateReply: false,
    maxAge: '1d',
  });

  if (existsSync(FRONTEND_DIST)) {
    await app.register(fastifyStatic, {
      root: FRONTEND_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      // Hashed asset names can be cached for good; index.html is served by spa-index.ts.
      setHeaders: (reply, path) => {
        reply.header('vary', 'accept-encoding');
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    registerSpaIndex(fastify, FRONTEND_DIST, app.get(Catalogs), app.get(PageRenderer));
  }
}
