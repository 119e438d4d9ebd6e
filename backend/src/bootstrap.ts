import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { setupApp } from './app.setup.js';
import { PinoLogger } from './common/logger.js';
import type { Settings } from './config/settings.js';
import { migrate } from './database/database-runtime.js';
import { seedDemoData } from './database/seed.js';
import { startWorkerHeartbeat } from './health/worker-heartbeat.js';
import { accessLog, registerAccessLog } from './http/access-log.js';
import { FrontDoor } from './http/front-door.js';
import { loadJobPackages } from './job-packages.js';
import { httpServerOptions } from './http/server-options.js';
import { createRuntime, type Runtime } from './runtime.js';

export interface StartedApp {
  app: NestFastifyApplication;
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * Builds the whole app for the role in `settings`: resolves the database and queue,
 * migrates and seeds, wires HTTP (web roles) and starts job processing (worker roles).
 * main.ts, worker.ts and the integration tests all start the app through here.
 */
export async function createApp(settings: Settings, logger = new PinoLogger()): Promise<StartedApp> {
  Logger.overrideLogger(logger);
  const runtime = await createRuntime(settings);
  const log = accessLog(logger.pino);
  const frontDoor = new FrontDoor(log, settings.trustProxy);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(runtime),
    new FastifyAdapter({ ...httpServerOptions(settings), serverFactory: frontDoor.serverFactory }),
    // No default parsers: Nest's would add a form-encoded one, and no route takes forms (app.setup.ts).
    { rawBody: true, bodyParser: false, logger, bufferLogs: false },
  );
  const dataSource = app.get<DataSource>(getDataSourceToken());
  await migrate(dataSource, runtime.database);
  if (settings.seedDemo) await seedDemoData(dataSource, settings);
  registerAccessLog(app.getHttpAdapter().getInstance(), log);
  await setupApp(app, settings, frontDoor);
  await app.init();
  if (settings.runsWorkers) await loadJobPackages();
  await runtime.jobs.start();
  const stopHeartbeat = settings.runsHttp ? () => undefined : startWorkerHeartbeat(runtime.jobs);
  new Logger('Bootstrap').log(`Role ${settings.appRole}; database ${runtime.database.mode}; jobs ${runtime.jobs.mode}`);

  return {
    app,
    runtime,
    async close() {
      stopHeartbeat();
      await runtime.jobs.close();
      await app.close();
      await runtime.limits.close();
      await runtime.database.embedded?.stop();
    },
  };
}
