import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppModule } from './app.module.js';
import { setupApp } from './app.setup.js';
import { PinoLogger } from './common/logger.js';
import { migrate } from './database/database-runtime.js';
import { seedDemoData } from './database/seed.js';
import { createRuntime } from './runtime.js';
/**
 * Builds the whole app for the role in `settings`: resolves the database and queue,
 * migrates and seeds, wires HTTP (web roles) and starts job processing (worker roles).
 * main.ts, worker.ts and the integration tests all start the app through here.
 */ export async function createApp(settings, logger = new PinoLogger()) {
    Logger.overrideLogger(logger);
    const runtime = await createRuntime(settings);
    const app = await NestFactory.create(AppModule.forRoot(runtime), new FastifyAdapter({
        trustProxy: settings.isProduction ? 'loopback,uniquelocal' : false,
        bodyLimit: 1024 * 1024
    }), {
        rawBody: true,
        logger,
        bufferLogs: false
    });
    const dataSource = app.get(getDataSourceToken());
    await migrate(dataSource);
    if (settings.seedDemo) await seedDemoData(dataSource, settings);
    await setupApp(app, settings);
    await app.init();
    await runtime.jobs.start();
    new Logger('Bootstrap').log(`Role ${settings.appRole}; database ${runtime.database.mode}; jobs ${runtime.jobs.mode}`);
    return {
        app,
        runtime,
        async close () {
            await runtime.jobs.close();
            await app.close();
            await runtime.database.embedded?.stop();
        }
    };
}

//# sourceMappingURL=bootstrap.js.map