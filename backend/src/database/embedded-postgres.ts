import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Embedded PostgreSQL (PGlite) behind the wire protocol, so the app still talks to it through
 * `pg`. PGlite runs one session, so the app's pool has one connection (database-runtime.ts);
 * the socket server admits a couple more for tools. The data directory is locked to this process.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dir);
    const host = '127.0.0.1';
    const server = new PGLiteSocketServer({ db, host, port: 0, maxConnections: 3 });
    await server.start();
    const port = Number(server.getServerConn().split(':').pop());
    return {
      url: `postgres://postgres@${host}:${port}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
