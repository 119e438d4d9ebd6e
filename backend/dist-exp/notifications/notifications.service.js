function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
import { Injectable } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { SEND_WHATSAPP_JOB, SendWhatsappJob } from './jobs/send-whatsapp.job.js';
export class NotificationsService {
    constructor(settings, jobs, job){
        this.settings = settings;
        this.jobs = jobs;
        this.job = job;
    }
    onModuleInit() {
        this.jobs.register('notifications', SEND_WHATSAPP_JOB, (data)=>this.job.run(data));
    }
    get providerConfigured() {
        return !!this.settings.whatsappToken && !!this.settings.whatsappPhoneNumberId;
    }
    async send(message) {
        // BullMQ job ids may not contain ':'.
        const jobId = `whatsapp-${message.dedupeKey.replace(/:/g, '-')}`;
        await this.jobs.add('notifications', SEND_WHATSAPP_JOB, message, {
            jobId
        });
    }
    /** Called (in the process that ran the job) once a message has really gone out. */ onSent(listener) {
        this.job.listeners.push(listener);
    }
}
NotificationsService = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings,
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof SendWhatsappJob === "undefined" ? Object : SendWhatsappJob
    ])
], NotificationsService);

//# sourceMappingURL=notifications.service.js.map