import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { SettingsError } from '../config/settings.js';

/** A settings problem in effect (DATA_DIR shared), so main.ts and worker.ts print it as "Cannot start: ...". */
export class DataDirInUseError extends SettingsError {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dir` for this process with a lock file holding its pid (created exclusively). Two
 * processes on one embedded database corrupt its WAL, so a second one is refused with a message
 * saying what to do; a lock left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'robo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DataDirInUseError(
          `${dir} is in use by another process (pid ${owner}): two processes cannot share one embedded database. ` +
            'Stop that process, give this one another DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several processes.',
        );
      }
      rmSync(path, { force: true }); // left by a process that is gone
    }
  }
  throw new DataDirInUseError(`Could not lock ${dir}: another process is starting on it at the same time.`);
}
