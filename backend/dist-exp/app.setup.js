import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import helmetCore from 'helmet';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MAX_IMAGE_BYTES } from '@robo/domain';
import { setupAuthHttp } from './auth/auth-http.js';
import { ErrorFilter, spaIndexPath } from './common/error.filter.js';
import { createValidationPipe } from './common/validation.js';
export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
/** Everything main.ts and the integration tests share: pipes, filters, security headers, static files. */ export async function setupApp(app, settings) {
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ErrorFilter(spaIndexPath(FRONTEND_DIST)));
    app.enableShutdownHooks();
    // Product images arrive as raw PUT bodies (uploads/); larger ones get 413.
    app.useBodyParser(/^image\/[a-z0-9.+-]+$/i, {
        bodyLimit: MAX_IMAGE_BYTES
    });
    await setupAuthHttp(app, settings);
    const helmetOptions = {
        contentSecurityPolicy: {
            directives: {
                defaultSrc: [
                    "'self'"
                ],
                scriptSrc: [
                    "'self'",
                    'https://checkout.razorpay.com'
                ],
                styleSrc: [
                    "'self'",
                    "'unsafe-inline'"
                ],
                imgSrc: [
                    "'self'",
                    'data:',
                    'blob:',
                    'https:'
                ],
                connectSrc: [
                    "'self'",
                    'https://*.razorpay.com'
                ],
                frameSrc: [
                    "'self'",
                    'https://api.razorpay.com',
                    'https://checkout.razorpay.com'
                ],
                upgradeInsecureRequests: null
            }
        },
        crossOriginEmbedderPolicy: false
    };
    if (process.env.EXP_HELMET_ONCE) {
        const secure = helmetCore(helmetOptions);
        app.getHttpAdapter().getInstance().addHook('onRequest', (req, reply, done) => secure(req.raw, reply.raw, done));
    } else {
        await app.register(helmet, helmetOptions);
    }
    const uploadsRoot = resolve(settings.uploadsDir);
    mkdirSync(uploadsRoot, {
        recursive: true
    });
    await app.register(fastifyStatic, {
        root: uploadsRoot,
        prefix: '/uploads/',
        decorateReply: false,
        maxAge: '1d'
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
            // Hashed asset names can be cached for good; index.html is served by the error filter.
            setHeaders: (res, path)=>{
                res.setHeader('vary', 'accept-encoding');
                if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
            }
        });
    }
    if (process.env.EXP_SPA_ROUTE && existsSync(FRONTEND_DIST)) {
        const indexHtml = readFileSync(FRONTEND_DIST + '/index.html');
        app.getHttpAdapter().getInstance().get('/*', (request, reply) => {
            const path = request.url.split('?')[0];
            if (path.startsWith('/api/') || path === '/api' || extname(path) !== '') return reply.callNotFound();
            reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
        });
    }
}

//# sourceMappingURL=app.setup.js.map