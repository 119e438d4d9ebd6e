import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Settings } from '../config/settings.js';
import { registerOriginCheck } from './origin-check.js';
import { registerSessions } from './sessions.js';

/** The HTTP side of access: the Origin check first (cheap), then sessions on their paths. */
export async function setupAuthHttp(app: NestFastifyApplication, settings: Settings): Promise<void> {
  registerOriginCheck(app, settings);
  await registerSessions(app, settings);
}
