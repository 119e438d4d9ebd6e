import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_DIST, DOCKERFILE, FRONTEND_DIST, OUT } from './paths.js';
import { freePort, logTail, startNode, stop, waitForHttp, waitForLog } from './processes.js';

export function assertBuilt() {
  for (const file of [
    join(BACKEND_DIST, 'main.js'),
    join(BACKEND_DIST, 'worker.js'),
    join(FRONTEND_DIST, 'index.html'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm run bench does).`);
  }
}

/** The Node options the image runs the app with (the Dockerfile's `NODE_OPTIONS`, such as the heap's sizes). */
function deployedNodeOptions() {
  const found = /^ENV .*\bNODE_OPTIONS=(?:"([^"]*)"|(\S+))/m.exec(readFileSync(DOCKERFILE, 'utf8'));
  return found?.[1] ?? found?.[2] ?? '';
}

/** The Node flags of the image's web command (the Dockerfile's `CMD`), which NODE_OPTIONS cannot carry. */
function deployedWebNodeArgs() {
  const found = /^CMD (\[.*\])$/m.exec(readFileSync(DOCKERFILE, 'utf8'));
  const command = found ? JSON.parse(found[1]) : [];
  return command.filter((arg) => arg.startsWith('--'));
}

/**
 * The built app as deployed: NODE_ENV=production, one web process and one worker process
 * (docker-compose's shape) on PostgreSQL and Redis, paying through the fake gateway.
 * It runs from bench/out so a developer's .env is not picked up.
 */
export async function startApp({ databaseUrl, redisUrl, gatewayEnv, extraEnv = {} }) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(OUT, 'data');
  mkdirSync(join(OUT, 'logs'), { recursive: true });
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NODE_OPTIONS: deployedNodeOptions(),
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SELLER_GSTIN: '27AAAAR0000A1ZL',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // One load generator is one client address: the per-client abuse limits are off (docs/security.md).
    LOGIN_RATE_LIMIT: '0',
    WHATSAPP_SENDS_PER_CLIENT: '0',
    HOLDS_PER_CLIENT: '0',
    HOLDS_PER_CONTACT: '0',
    HOLD_ALARM_SHARE: '0',
    LIVE_HOLDS_PER_CLIENT: '0',
    HOLD_UNOPENED_SECONDS: '0',
    LOOKUP_MISSES_PER_CLIENT: '0',
    COUPON_CHECKS_PER_CLIENT: '0',
    // Production session cookies are Secure: a staff sign-in over the bench's plain HTTP says it came
    // through a TLS proxy (X-Forwarded-Proto: https), which counts only from a trusted proxy.
    TRUST_PROXY: 'loopback',
    ...gatewayEnv,
    ...extraEnv,
  };
  const web = startNode(join(BACKEND_DIST, 'main.js'), {
    // `BENCH_WEB_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the web process (README.md, "Profiling").
    nodeArgs: [...deployedWebNodeArgs(), ...(process.env.BENCH_WEB_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...env, APP_ROLE: 'web' },
    cwd: OUT,
    logFile: join(OUT, 'logs/web.log'),
  });
  await waitForHttp(`${publicUrl}/api/health`, web);
  // Started after the web process has migrated and seeded, so the two do not compete at boot.
  const worker = startNode(join(BACKEND_DIST, 'worker.js'), {
    env: { ...env, APP_ROLE: 'worker' },
    cwd: OUT,
    logFile: join(OUT, 'logs/worker.log'),
  });
  await waitForLog(worker, /Role worker/);
  return {
    url: publicUrl,
    web,
    worker,
    /** What the check-in scenario needs to sign codes and sign in as staff. */
    sessionSecret: env.SESSION_SECRET,
    adminPassword: env.ADMIN_PASSWORD,
    /** Throws if a process of the app has died (crashed, or killed by something else on the machine). */
    assertAlive() {
      for (const child of [web, worker]) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `${child.spawnfile === process.execPath ? child.spawnargs[1] : child.spawnfile} exited during the run ` +
              `(code ${child.exitCode}, signal ${child.signalCode}); its log ends:\n${logTail(child)}`,
          );
        }
      }
    },
    /**
     * Another web process of the same deployment (as behind a load balancer: same PUBLIC_URL),
     * to see a change made through one process from the other. Stop it with `stop()`.
     */
    async startSecondWeb() {
      const secondPort = await freePort();
      const second = startNode(join(BACKEND_DIST, 'main.js'), {
        nodeArgs: deployedWebNodeArgs(),
        env: { ...env, APP_ROLE: 'web', PORT: String(secondPort) },
        cwd: OUT,
        logFile: join(OUT, 'logs/web-2.log'),
      });
      const url = `http://127.0.0.1:${secondPort}`;
      await waitForHttp(`${url}/api/health`, second);
      return { url, child: second };
    },
    close: () => Promise.all([stop(web), stop(worker)]),
  };
}
