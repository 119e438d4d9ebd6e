import 'reflect-metadata';
import { createApp } from './bootstrap.js';
import { loadSettings, SettingsError } from './config/settings.js';
import { loadDotEnv } from './env.js';
/** The queue-worker process: same modules as the web process, no HTTP listener. */ loadDotEnv();
try {
    const settings = loadSettings({
        ...process.env,
        APP_ROLE: 'worker'
    });
    await createApp(settings);
} catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`Cannot start: ${err.message}`);
    process.exit(1);
}

//# sourceMappingURL=worker.js.map