import { EventEmitter } from 'node:events';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { Logger } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { usesSession } from './session-paths.js';
export const SESSION_COOKIE = 'robo.sid';
const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/**
 * PostgreSQL-backed sessions (table `sessions`) with an httpOnly, SameSite=Lax cookie, Secure
 * in production behind HTTPS. The store shares TypeORM's pool, so sessions cost no extra
 * connections (which matters for the embedded database).
 */ export async function registerSessions(app, settings) {
    const dataSource = app.get(getDataSourceToken());
    const pool = dataSource.driver.master;
    const logger = new Logger('Sessions');
    // connect-pg-simple builds on an express-session style Store; an EventEmitter is all it needs.
    const PgStore = connectPgSimple({
        Store: EventEmitter
    });
    const store = new PgStore({
        pool,
        tableName: 'sessions',
        createTableIfMissing: false,
        errorLog: (...args)=>logger.error(args.map(String).join(' '))
    });
    await app.register(fastifyCookie);
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onClose', async ()=>store.close());
    await new Promise((resolve, reject)=>// Called directly (not through register) so its hooks can be limited to the session paths.
        fastifySession(withHooksOnlyFor(fastify, usesSession), {
            secret: settings.sessionSecret,
            cookieName: SESSION_COOKIE,
            store: store,
            saveUninitialized: false,
            rolling: false,
            cookie: {
                httpOnly: true,
                sameSite: 'lax',
                secure: settings.isProduction ? 'auto' : false,
                path: '/',
                maxAge: SESSION_MAX_AGE_MS
            }
        }, (err)=>err ? reject(err) : resolve()));
}
/**
 * The instance as a plugin sees it, except that the request hooks it adds run only for URLs
 * that `applies` accepts. @fastify/session's hooks cost a third of a public read's throughput
 * even without a cookie (STACK-NOTES.md), and it has no option to skip paths.
 */ function withHooksOnlyFor(fastify, applies) {
    const add = fastify.addHook.bind(fastify);
    const addHook = (name, hook)=>add(name, function(request, ...rest) {
            if (applies(request.url)) return hook.call(this, request, ...rest);
            // Callback-style hook: its last argument is `done`.
            rest[rest.length - 1]();
        });
    return new Proxy(fastify, {
        get: (target, key)=>key === 'addHook' ? addHook : Reflect.get(target, key)
    });
}

//# sourceMappingURL=sessions.js.map