import 'reflect-metadata';
import { createApp } from './bootstrap.js';
import { loadSettings, SettingsError } from './config/settings.js';
import { loadDotEnv } from './env.js';
import { closeOnSignals } from './shutdown.js';

/** The queue-worker process: same modules as the web process, no HTTP listener. */
loadDotEnv();
try {
  closeOnSignals(await createApp(loadSettings({ ...process.env, APP_ROLE: 'worker' })));
} catch (err) {
  if (!(err instanceof SettingsError)) throw err;
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
}
