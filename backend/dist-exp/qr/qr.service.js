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
import { DomainError } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { RegistrationEvents } from '../registrations/registration-events.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { isValidCheckIn } from './check-in-signature.js';
import { RENDER_BOOKING_QR_JOB, RenderBookingQrJob } from './jobs/render-booking-qr.job.js';
export const INVALID_CHECK_IN = 'This check-in link is not valid.';
export class QrService {
    constructor(settings, jobs, events, registrations, renderJob){
        this.settings = settings;
        this.jobs = jobs;
        this.events = events;
        this.registrations = registrations;
        this.renderJob = renderJob;
    }
    onModuleInit() {
        this.jobs.register('qr', RENDER_BOOKING_QR_JOB, (data)=>this.renderJob.run(data));
        this.events.onConfirmed(async ({ bookingId })=>{
            await this.jobs.add('qr', RENDER_BOOKING_QR_JOB, {
                bookingId
            }, {
                jobId: `qr-${bookingId}`
            });
        });
    }
    async checkIn(bookingId, signature) {
        if (!isValidCheckIn(this.settings.sessionSecret, bookingId, signature)) {
            throw new DomainError('FORBIDDEN', INVALID_CHECK_IN);
        }
        const booking = await this.registrations.details(bookingId);
        return {
            bookingId: booking.bookingId,
            admit: booking.paymentStatus === 'paid',
            paymentStatus: booking.paymentStatus,
            childName: booking.childName,
            gradeGroup: booking.gradeGroup,
            venue: booking.venue
        };
    }
}
QrService = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings,
        typeof JobQueue === "undefined" ? Object : JobQueue,
        typeof RegistrationEvents === "undefined" ? Object : RegistrationEvents,
        typeof RegistrationsService === "undefined" ? Object : RegistrationsService,
        typeof RenderBookingQrJob === "undefined" ? Object : RenderBookingQrJob
    ])
], QrService);

//# sourceMappingURL=qr.service.js.map