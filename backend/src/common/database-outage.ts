import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { isClientAbort } from './client-abort.js';
import { retryDelayMs } from './retry-delay.js';

/** Error codes meaning "the database cannot be reached right now", not "this query was wrong". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection_exception.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;
const LOG_EVERY_MS = 10_000;

function describe(err: unknown): { code?: string; message: string } | undefined {
  if (isClientAbort(err)) return undefined;
  for (
    let current = err as { code?: string; message?: string; driverError?: unknown; cause?: unknown } | undefined,
      depth = 0;
    current && depth < 4;
    current = (current.driverError ?? current.cause) as typeof current, depth++
  ) {
    const code = typeof current.code === 'string' ? current.code : undefined;
    const message = String(current.message ?? '');
    if (
      (code && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) ||
      MESSAGES.test(message)
    ) {
      return { code, message };
    }
  }
  return undefined;
}

/**
 * Runs `write` again while the database is unreachable, for up to `giveUpMs`: for the record of
 * something already done outside, such as a message handed to WhatsApp, which a retry of the whole
 * job would do a second time. A restart of PostgreSQL takes seconds; this outlasts it.
 */
export async function writeThroughOutage<T>(write: () => Promise<T>, giveUpMs = 60_000): Promise<T> {
  const deadline = Date.now() + giveUpMs;
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await write();
    } catch (err) {
      const wait = retryDelayMs(attempts, 250, 2_000);
      if (describe(err) === undefined || Date.now() + wait > deadline) throw err;
      await sleep(wait);
    }
  }
}

/**
 * Tells a database outage apart from a bug, so the client gets 503 (try again) rather than 500,
 * and the log says plainly that the database is unreachable (once per 10 s, not per request).
 */
export class DatabaseOutage {
  private readonly logger = new Logger('Database');
  private lastLoggedAt = 0;

  /** True (and logged) when `err` means the database is unreachable. */
  recognise(err: unknown, what: string): boolean {
    const outage = describe(err);
    if (!outage) return false;
    if (Date.now() - this.lastLoggedAt >= LOG_EVERY_MS) {
      this.lastLoggedAt = Date.now();
      this.logger.error(`Database unreachable (${outage.message}); ${what} answered 503`);
    }
    return true;
  }
}
