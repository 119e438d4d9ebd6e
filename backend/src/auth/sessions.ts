import { EventEmitter } from 'node:events';
import type { StaffRole } from '@robo/domain';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { usesSession } from './session-paths.js';

declare module 'fastify' {
  interface Session {
    /** Set at login: the signed-in staff member, their role, name and e-mail. */
    userId?: number;
    role?: StaffRole;
    name?: string;
    email?: string;
  }
}

/**
 * The session cookie: in production always Secure and named with the `__Host-` prefix, which
 * browsers accept only over HTTPS, for this host, on path `/` (no subdomain can plant or read it).
 */
export function sessionCookie(settings: Settings): { name: string; secure: boolean } {
  return settings.isProduction ? { name: '__Host-robo.sid', secure: true } : { name: 'robo.sid', secure: false };
}
const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * PostgreSQL-backed sessions (table `sessions`) with an httpOnly, SameSite=Lax cookie, Secure
 * in production (`sessionCookie`). The store shares TypeORM's pool, so sessions cost no extra
 * connections (which matters for the embedded database).
 */
export async function registerSessions(app: NestFastifyApplication, settings: Settings): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const logger = new Logger('Sessions');
  // connect-pg-simple builds on an express-session style Store; an EventEmitter is all it needs.
  const PgStore = connectPgSimple({ Store: EventEmitter } as unknown as Parameters<typeof connectPgSimple>[0]);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    errorLog: (...args: unknown[]) => logger.error(args.map(String).join(' ')),
  });

  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onClose', async () => store.close());
  await new Promise<void>((resolve, reject) =>
    // Called directly (not through register) so its hooks can be limited to the session paths.
    fastifySession(
      withHooksOnlyFor(fastify, usesSession),
      {
        secret: signingKeys(settings).key('session').toString('hex'),
        cookieName: sessionCookie(settings).name,
        store: store as unknown as fastifySession.SessionStore,
        saveUninitialized: false,
        rolling: false,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: sessionCookie(settings).secure,
          path: '/',
          maxAge: SESSION_MAX_AGE_MS,
        },
      },
      (err?: Error) => (err ? reject(err) : resolve()),
    ),
  );
}

type Hook = (this: unknown, request: FastifyRequest, ...rest: unknown[]) => unknown;

/**
 * The instance as a plugin sees it, except that the request hooks it adds run only for URLs
 * that `applies` accepts. @fastify/session's hooks cost a third of a public read's throughput
 * even without a cookie (measured: docs/decisions.md, Access), and it has no option to skip paths.
 */
function withHooksOnlyFor(fastify: FastifyInstance, applies: (url: string) => boolean): FastifyInstance {
  const add = fastify.addHook.bind(fastify) as (name: string, hook: Hook) => FastifyInstance;
  const addHook = (name: string, hook: Hook) =>
    add(name, function (this: unknown, request, ...rest) {
      if (applies(request.url)) return hook.call(this, request, ...rest);
      // Callback-style hook: its last argument is `done`.
      (rest[rest.length - 1] as () => void)();
    });
  return new Proxy(fastify, {
    get: (target, key) => (key === 'addHook' ? addHook : Reflect.get(target, key)),
  });
}
