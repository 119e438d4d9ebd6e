import { Logger } from '@nestjs/common';

const DEADLINE_MS = 10_000;

/**
 * SIGTERM or SIGINT closes the app in order (job workers finish the job in hand, the HTTP server
 * stops taking requests and drops idle keep-alive sockets, then the database) and exits; if
 * that takes longer than 10 s the process exits anyway, so an orchestrator's kill never lands
 * mid-job without warning.
 */
export function closeOnSignals(app: { close(): Promise<void> }): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: closing`);
    setTimeout(() => {
      logger.error(`Still closing after ${DEADLINE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: Error) => {
        logger.error(`Closing failed: ${err.message}`, err.stack);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
