import { Logger } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
const ATTEMPTS = 3;
/** Runs jobs in this process, with the same retries as BullMQ would give, when there is no Redis. */ export class InlineJobQueue extends JobQueue {
    constructor(runsWorkers){
        super(), this.runsWorkers = runsWorkers, this.mode = 'inline', this.logger = new Logger('Jobs'), this.timers = new Set(), this.waitingIds = new Set(), this.schedules = [], this.running = false;
    }
    async add(queue, name, data, options = {}) {
        if (options.jobId) {
            if (this.waitingIds.has(options.jobId)) return;
            this.waitingIds.add(options.jobId);
        }
        this.later(options.delayMs ?? 0, ()=>{
            if (options.jobId) this.waitingIds.delete(options.jobId);
            return this.run(queue, name, data, 1);
        });
    }
    async repeat(queue, name, data, everyMs) {
        const schedule = ()=>{
            const timer = setInterval(()=>void this.run(queue, name, data, ATTEMPTS), everyMs);
            timer.unref();
            this.timers.add(timer);
        };
        if (this.running) schedule();
        else this.schedules.push(schedule);
    }
    async start() {
        if (!this.runsWorkers) return;
        this.running = true;
        this.schedules.splice(0).forEach((schedule)=>schedule());
    }
    async ping() {
        return true;
    }
    async close() {
        this.running = false;
        this.timers.forEach((timer)=>clearTimeout(timer));
        this.timers.clear();
    }
    later(delayMs, fn) {
        const timer = setTimeout(()=>{
            this.timers.delete(timer);
            void fn();
        }, delayMs);
        this.timers.add(timer);
    }
    async run(queue, name, data, attempt) {
        try {
            await this.handlerFor(queue, name)(data);
        } catch (err) {
            if (attempt >= ATTEMPTS) {
                this.logger.error(`Job ${queue}:${name} failed after ${attempt} attempts: ${err.message}`);
                return;
            }
            this.later(1000 * 2 ** (attempt - 1), ()=>this.run(queue, name, data, attempt + 1));
        }
    }
}

//# sourceMappingURL=inline-job-queue.js.map