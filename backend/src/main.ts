import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { loadSettings, SettingsError } from './config/settings.js';
import { loadDotEnv } from './env.js';
import { closeOnSignals } from './shutdown.js';

loadDotEnv();
let settings;
try {
  settings = loadSettings();
} catch (err) {
  if (!(err instanceof SettingsError)) throw err;
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
}

const started = await createApp(settings);
closeOnSignals(started);
if (settings.runsHttp) {
  await started.app.listen({ port: settings.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(`Serving ${settings.publicUrl} on port ${settings.port}`);
}
