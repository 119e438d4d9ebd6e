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
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { Settings } from '../../config/settings.js';
import { RegistrationsService } from '../../registrations/registrations.service.js';
import { signCheckIn } from '../check-in-signature.js';
export const RENDER_BOOKING_QR_JOB = 'render-booking-qr';
export const QR_PNG_OPTIONS = {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 360,
    // A QR code's rows repeat, so pngjs's Up filter alone compresses well; trying every filter
    // on every row (the default) costs several times the CPU for a few kB.
    rendererOpts: {
        filterType: 2
    }
};
/** Booking ids are 'RL-' + letters and digits; anything else never reaches the file system. */ const SAFE_ID = /^[A-Z0-9-]{1,40}$/;
export class RenderBookingQrJob {
    constructor(settings, registrations){
        this.settings = settings;
        this.registrations = registrations;
    }
    checkInUrl(bookingId) {
        const sig = signCheckIn(this.settings.sessionSecret, bookingId);
        return `${this.settings.publicUrl}/api/check-in/${encodeURIComponent(bookingId)}?sig=${sig}`;
    }
    async run({ bookingId }) {
        if (!SAFE_ID.test(bookingId)) throw new Error(`Refusing to render a QR code for id "${bookingId}"`);
        const png = await QRCode.toBuffer(this.checkInUrl(bookingId), QR_PNG_OPTIONS);
        const dir = resolve(this.settings.uploadsDir, 'qr');
        await mkdir(dir, {
            recursive: true
        });
        const file = join(dir, `${bookingId}.png`);
        // Write then rename, so a reader never sees half a file.
        await writeFile(`${file}.tmp`, png);
        await rename(`${file}.tmp`, file);
        const path = `/uploads/qr/${bookingId}.png`;
        await this.registrations.setQrCode(bookingId, {
            simpleQrCodeUrl: path,
            qrCodeUrl: `${this.settings.publicUrl}${path}`
        });
    }
}
RenderBookingQrJob = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings,
        typeof RegistrationsService === "undefined" ? Object : RegistrationsService
    ])
], RenderBookingQrJob);

//# sourceMappingURL=render-booking-qr.job.js.map