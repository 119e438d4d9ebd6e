import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import type QRCode from 'qrcode';
import { Settings } from '../../config/settings.js';
import { RegistrationsService } from '../../registrations/registrations.service.js';
import { checkInUrl } from '../../common/check-in-signature.js';
import { qrImagePath } from '../../common/qr-image-url.js';
import { signingKeys } from '../../common/purpose-signature.js';

/** The outbox kind (backend/src/outbox/README.md). */
export const RENDER_BOOKING_QR = 'qr.render';

export interface RenderBookingQrPayload {
  bookingId: string;
}

declare module '../../outbox/outbox.js' {
  interface OutboxMap {
    'qr.render': RenderBookingQrPayload;
  }
}

export const QR_PNG_OPTIONS = {
  type: 'png',
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 360,
  // A QR code's rows repeat, so pngjs's Up filter alone compresses well; trying every filter
  // on every row (the default) costs several times the CPU for a few kB.
  rendererOpts: { filterType: 2 },
} as QRCode.QRCodeToBufferOptions;

// Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
let qrCode: Promise<typeof QRCode> | undefined;

/** Booking ids are 'RL-' + letters and digits; anything else never reaches the file system. */
const SAFE_ID = /^[A-Z0-9-]{1,40}$/;

/**
 * Renders the booking's QR code (a PNG of its signed check-in URL) into UPLOADS_DIR/qr, served
 * at its signed URL (qr-image-url.ts), and records where it is. Idempotent: re-rendering is harmless.
 */
@Injectable()
export class RenderBookingQrJob {
  constructor(
    private readonly settings: Settings,
    private readonly registrations: RegistrationsService,
  ) {}

  async run({ bookingId }: RenderBookingQrPayload): Promise<void> {
    if (!SAFE_ID.test(bookingId)) throw new Error(`Refusing to render a QR code for id "${bookingId}"`);
    const qr = await (qrCode ??= import('qrcode').then((module) => module.default));
    const png = await qr.toBuffer(
      checkInUrl(this.settings.publicUrl, signingKeys(this.settings), bookingId),
      QR_PNG_OPTIONS,
    );
    const dir = resolve(this.settings.uploadsDir, 'qr');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${bookingId}.png`);
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, png);
    await rename(partial, file);

    const path = qrImagePath(signingKeys(this.settings), bookingId);
    await this.registrations.setQrCode(bookingId, {
      simpleQrCodeUrl: path,
      qrCodeUrl: `${this.settings.publicUrl}${path}`,
    });
  }
}
