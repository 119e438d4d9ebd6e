import pg from 'pg';
import { portAnswers } from '../common/probe.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES, MIGRATIONS } from './entities.js';
export const POOL_SIZE = 20;
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/roboleague';
// Any constant shared by every process of this app: web and worker must not migrate at once.
const MIGRATION_LOCK_KEY = 7_246_310_911;
/** DESIGN.md 2: DATABASE_URL, else a local PostgreSQL if one answers, else embedded PGlite. */ export async function resolveDatabase(settings) {
    const configured = settings.databaseUrl;
    if (configured && configured !== 'embedded') return {
        url: configured,
        mode: 'external'
    };
    if (!configured && await portAnswers('127.0.0.1', 5432)) {
        await ensureDatabaseExists(LOCAL_URL);
        return {
            url: LOCAL_URL,
            mode: 'local'
        };
    }
    const embedded = await startEmbeddedPostgres(settings.dataDir, POOL_SIZE);
    return {
        url: embedded.url,
        mode: 'embedded',
        embedded
    };
}
/** Creates the database named in the URL when the server answers but it does not exist yet. */ export async function ensureDatabaseExists(url) {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({
        connectionString: admin.toString()
    });
    await client.connect();
    try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
            name
        ]);
        if (found.rowCount === 0) {
            await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err)=>{
                if (err.code !== '42P04') throw err; // created meanwhile by another process
            });
        }
    } finally{
        await client.end();
    }
}
export function dataSourceOptions(url) {
    return {
        type: 'postgres',
        url,
        entities: ENTITIES,
        migrations: MIGRATIONS,
        synchronize: false,
        migrationsRun: false,
        extra: {
            max: POOL_SIZE
        }
    };
}
/** Runs pending migrations while holding a PostgreSQL advisory lock. */ export async function migrate(dataSource) {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
        await runner.query('SELECT pg_advisory_lock($1)', [
            MIGRATION_LOCK_KEY
        ]);
        await dataSource.runMigrations({
            transaction: 'each'
        });
    } finally{
        await runner.query('SELECT pg_advisory_unlock($1)', [
            MIGRATION_LOCK_KEY
        ]).catch(()=>undefined);
        await runner.release();
    }
}

//# sourceMappingURL=database-runtime.js.map