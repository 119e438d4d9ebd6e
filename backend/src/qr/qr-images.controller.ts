import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Controller, Get, Param, Query, StreamableFile, UseInterceptors } from '@nestjs/common';
import { qrError } from './qr.errors.js';
import { LookupMissesInterceptor } from '../common/limits/lookup-misses.interceptor.js';
import { Settings } from '../config/settings.js';
import { isValidQrImageSignature } from '../common/qr-image-url.js';
import { signingKeys } from '../common/purpose-signature.js';

const QR_NOT_FOUND = 'QR code not found';
const QR_FILE = /^([A-Z0-9-]{1,40})\.png$/;

/** A booking's QR image at its signed URL; an unsigned or wrong one counts as a lookup miss. */
@Controller('uploads/qr')
export class QrImagesController {
  constructor(private readonly settings: Settings) {}

  @Get(':file')
  @UseInterceptors(LookupMissesInterceptor)
  async serve(@Param('file') file: string, @Query('sig') sig: unknown): Promise<StreamableFile> {
    const bookingId = QR_FILE.exec(file)?.[1];
    if (!bookingId || !isValidQrImageSignature(signingKeys(this.settings), bookingId, sig))
      throw qrError.QR_NOT_FOUND(QR_NOT_FOUND);
    const path = join(resolve(this.settings.uploadsDir, 'qr'), `${bookingId}.png`);
    const found = await stat(path).catch(() => null);
    if (!found) throw qrError.QR_NOT_FOUND(QR_NOT_FOUND);
    return new StreamableFile(createReadStream(path), { type: 'image/png', length: found.size });
  }
}
