import { pino } from 'pino';
/** Structured JSON logs (pino) behind Nest's logger interface. */ export class PinoLogger {
    constructor(level = process.env.LOG_LEVEL ?? 'info'){
        this.pino = pino({
            level,
            base: undefined
        });
    }
    log(message, context) {
        this.pino.info({
            context
        }, String(message));
    }
    error(message, trace, context) {
        this.pino.error({
            context,
            trace
        }, String(message));
    }
    warn(message, context) {
        this.pino.warn({
            context
        }, String(message));
    }
    debug(message, context) {
        this.pino.debug({
            context
        }, String(message));
    }
    verbose(message, context) {
        this.pino.trace({
            context
        }, String(message));
    }
}

//# sourceMappingURL=logger.js.map