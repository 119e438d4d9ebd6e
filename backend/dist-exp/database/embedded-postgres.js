import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
/**
 * Embedded PostgreSQL (PGlite) behind the wire protocol, so the app still talks to it
 * through `pg`. PGlite runs one statement at a time, so `maxConnections` must cover the pool.
 */ export async function startEmbeddedPostgres(dataDir, poolSize) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, {
        recursive: true
    });
    const db = await PGlite.create(dir);
    const host = '127.0.0.1';
    const server = new PGLiteSocketServer({
        db,
        host,
        port: 0,
        maxConnections: poolSize + 2
    });
    await server.start();
    const conn = server.getServerConn();
    const port = Number(conn.split(':').pop());
    return {
        url: `postgres://postgres@${host}:${port}/postgres`,
        async stop () {
            await server.stop();
            await db.close();
        }
    };
}

//# sourceMappingURL=embedded-postgres.js.map