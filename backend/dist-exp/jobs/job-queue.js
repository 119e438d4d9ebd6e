/** The queues of DESIGN.md 6. */ export const QUEUE_NAMES = [
    'qr',
    'notifications',
    'catalog',
    'holds',
    'reconcile'
];
/**
 * Where modules send background work. Redis-backed (BullMQ, retries with backoff, any number
 * of worker processes) when Redis is there, otherwise run in-process with the same handlers.
 * Handlers must be idempotent: a retry or a duplicate job does no harm.
 */ export class JobQueue {
    /** Modules register their processors at init; only worker roles run them. */ register(queue, name, handler) {
        this.handlers.set(`${queue}:${name}`, handler);
    }
    handlerFor(queue, name) {
        const handler = this.handlers.get(`${queue}:${name}`);
        if (!handler) throw new Error(`No handler registered for job ${queue}:${name}`);
        return handler;
    }
    constructor(){
        this.mode = 'inline';
        this.handlers = new Map();
    }
}

//# sourceMappingURL=job-queue.js.map