import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JobQueue, QUEUE_NAMES } from './job-queue.js';
/** BullMQ on Redis: durable jobs, retries with exponential backoff, any number of workers. */ export class BullmqJobQueue extends JobQueue {
    constructor(redisUrl, prefix, runsWorkers){
        super(), this.prefix = prefix, this.runsWorkers = runsWorkers, this.mode = 'bullmq', this.logger = new Logger('Jobs'), this.queues = new Map(), this.workers = [], this.workerConnections = [];
        this.connection = new Redis(redisUrl, {
            maxRetriesPerRequest: null
        });
        for (const name of QUEUE_NAMES){
            this.queues.set(name, new Queue(name, {
                connection: this.connection,
                prefix,
                defaultJobOptions: {
                    attempts: 5,
                    backoff: {
                        type: 'exponential',
                        delay: 1000
                    },
                    removeOnComplete: 1000,
                    removeOnFail: 5000
                }
            }));
        }
    }
    async add(queue, name, data, options = {}) {
        await this.queue(queue).add(name, data, {
            delay: options.delayMs,
            jobId: options.jobId
        });
    }
    async repeat(queue, name, data, everyMs) {
        await this.queue(queue).upsertJobScheduler(`${queue}:${name}`, {
            every: everyMs
        }, {
            name,
            data
        });
    }
    async start() {
        if (!this.runsWorkers) return;
        for (const name of QUEUE_NAMES){
            const connection = this.connection.duplicate();
            this.workerConnections.push(connection);
            const worker = new Worker(name, (job)=>this.handlerFor(name, job.name)(job.data), {
                connection,
                prefix: this.prefix,
                concurrency: 4
            });
            worker.on('failed', (job, err)=>{
                this.logger.warn(`Job ${name}:${job?.name} attempt ${job?.attemptsMade} failed: ${err.message}`);
            });
            this.workers.push(worker);
        }
    }
    async ping() {
        try {
            return await this.connection.ping() === 'PONG';
        } catch  {
            return false;
        }
    }
    async close() {
        await Promise.all(this.workers.map((worker)=>worker.close()));
        await Promise.all([
            ...this.queues.values()
        ].map((queue)=>queue.close()));
        await Promise.all([
            this.connection,
            ...this.workerConnections
        ].map((c)=>c.quit().catch(()=>undefined)));
    }
    queue(name) {
        return this.queues.get(name);
    }
}

//# sourceMappingURL=bullmq-job-queue.js.map