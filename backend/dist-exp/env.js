import { existsSync } from 'node:fs';
/** Loads .env from the working directory when there is one (real environment variables win). */ export function loadDotEnv(path = '.env') {
    if (existsSync(path)) process.loadEnvFile(path);
}

//# sourceMappingURL=env.js.map