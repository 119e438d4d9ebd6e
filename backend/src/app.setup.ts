import { existsSync, mkdirSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMAGE_BYTES } from '@robo/domain';
import { setupAuthHttp } from './auth/auth-http.js';
import { registerBodyLimits } from './common/body-limits.js';
import { registerCompression } from './common/compression.js';
import { ErrorFilter } from './common/error.filter.js';
import { registerNoStoreDefault } from './common/no-store.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { registerSpaIndex } from './pages/spa-index.js';
import { createValidationPipe } from './common/validation.js';
import type { Settings } from './config/settings.js';
import { FRONTEND_DIST } from './pages/pages.module.js';
import { PageRenderer } from './pages/page-renderer.js';

/** Everything main.ts and the integration tests share: pipes, filters, security headers, static files. */
export async function setupApp(app: NestFastifyApplication, settings: Settings): Promise<void> {
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
  registerSecurityHeaders(fastify, {
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
  });

  const uploadsRoot = resolve(settings.uploadsDir);
  mkdirSync(uploadsRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
    // Booking QR images are served only at their signed URL (qr/qr-images.controller.ts).
    allowedPath: (pathName) => !isQrPath(pathName),
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
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    registerSpaIndex(fastify, FRONTEND_DIST, app.get(PageRenderer));
  }
}

/** Whether a path under /uploads/ names the QR directory, however it is spelt (`//qr`, `./qr`, `%71r`). */
function isQrPath(pathName: string): boolean {
  try {
    return /^\/qr(\/|$)/.test(posix.normalize(`/${decodeURIComponent(pathName)}`));
  } catch {
    return true;
  }
}
