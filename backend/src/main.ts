import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, type StartedApp } from './bootstrap.js';
import { loadSettings, SettingsError, type Settings } from './config/settings.js';
import { loadDotEnv } from './env.js';
import { closeOnSignals } from './shutdown.js';

loadDotEnv();
let settings: Settings;
let started: StartedApp;
try {
  settings = loadSettings();
  started = await createApp(settings);
} catch (err) {
  if (!(err instanceof SettingsError)) throw err;
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
}
closeOnSignals(started);
if (settings.runsHttp) {
  await started.app.listen({ port: settings.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(`Serving ${settings.publicUrl} on port ${settings.port}`);
}
